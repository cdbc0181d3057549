import { describe, expect, it } from 'vitest';
import { loader } from './$';

describe('catch-all loader', () => {
  it('given any unknown path / it answers status 404, not cached', () => {
    const { init } = loader() as unknown as { init: ResponseInit };
    expect(init.status).toBe(404);
    expect(new Headers(init.headers).get('Cache-Control')).toBe('no-store');
  });
});
