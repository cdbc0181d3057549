import { describe, expect, it, vi } from 'vitest';

describe('onFirstToast', () => {
  it('given listeners before any toast / the first toast calls each once, a stopped one never, a later one at once', async () => {
    vi.resetModules();
    const { notify, onFirstToast } = await import('./notify');
    const early = vi.fn();
    const stopped = vi.fn();
    onFirstToast(early);
    onFirstToast(stopped)();
    expect(early).not.toHaveBeenCalled();

    notify.success('Saved');
    notify.error('Refused');
    expect(early).toHaveBeenCalledOnce();
    expect(stopped).not.toHaveBeenCalled();

    const late = vi.fn();
    onFirstToast(late);
    expect(late).toHaveBeenCalledOnce();
  });
});
