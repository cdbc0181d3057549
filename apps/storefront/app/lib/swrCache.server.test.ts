import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CachePolicy, createSwrCache, type LoadContext } from './swrCache.server';

const POLICY: CachePolicy = { freshMs: 1_000, staleMs: 10_000 };

/** A loader that answers `n`, counting up with every call, unless told otherwise. */
function loader() {
  let calls = 0;
  const answers: ((context: LoadContext) => Promise<string>)[] = [];
  const load = vi.fn(async (context: LoadContext) => {
    calls += 1;
    const next = answers.shift();
    return next ? next(context) : `n${calls}`;
  });
  return {
    load,
    answerNext: (answer: (context: LoadContext) => Promise<string>) => answers.push(answer),
  };
}

function setup(maxBytes = 1_000) {
  const cache = createSwrCache<string>({ maxBytes, bytesOf: (value) => value.length });
  const source = loader();
  const read = (key = 'products') => cache.get(key, POLICY, source.load);
  return { cache, source, read };
}

beforeEach(() => {
  // The cache reads the clock through Date.now.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createSwrCache', () => {
  it('given a fresh value / it serves it again without loading', async () => {
    const { source, read } = setup();
    expect(await read()).toEqual({ value: 'n1', outcome: 'miss' });
    vi.setSystemTime(999);
    expect(await read()).toEqual({ value: 'n1', outcome: 'hit' });
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('given a value peeked at / it answers it fresh, then stale, then nothing, never loading', async () => {
    const { cache, source, read } = setup();
    expect(cache.peek('products')).toBeUndefined();
    await read();
    vi.setSystemTime(999);
    expect(cache.peek('products')).toEqual({ value: 'n1', outcome: 'hit' });
    expect(cache.peek('peptides')).toBeUndefined();
    vi.setSystemTime(1_001);
    expect(cache.peek('products')).toEqual({ value: 'n1', outcome: 'stale' });
    vi.setSystemTime(11_001);
    expect(cache.peek('products')).toBeUndefined();
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('given other keys / it keeps them apart', async () => {
    const { source, read } = setup();
    await read('powders');
    expect((await read('peptides')).value).toBe('n2');
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('given a stale value / it serves it and loads once in the background', async () => {
    const { source, read } = setup();
    await read();
    let release = () => {};
    source.answerNext(() => new Promise((resolve) => (release = () => resolve('reloaded'))));
    vi.setSystemTime(5_000);
    expect(await read()).toEqual({ value: 'n1', outcome: 'stale' });
    expect(await read()).toEqual({ value: 'n1', outcome: 'stale' });
    await vi.waitFor(() => expect(source.load).toHaveBeenCalledTimes(2));
    expect(source.load.mock.calls[1]?.[0].background).toBe(true);
    release();
    await vi.waitFor(async () => expect((await read()).value).toBe('reloaded'));
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('given a value past its stale lifetime / it waits for a new one', async () => {
    const { source, read } = setup();
    await read();
    vi.setSystemTime(11_500);
    expect(await read()).toEqual({ value: 'n2', outcome: 'miss' });
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('given concurrent misses / they share one load', async () => {
    const { source, read } = setup();
    const values = await Promise.all([read(), read()]);
    expect(values.map(({ value }) => value)).toEqual(['n1', 'n1']);
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('given a failing load / it passes the failure on and keeps nothing', async () => {
    const { cache, source, read } = setup();
    source.answerNext(() => Promise.reject(new TypeError('fetch failed')));
    await expect(read()).rejects.toThrow('fetch failed');
    expect(cache.size()).toBe(0);
    expect((await read()).value).toBe('n2');
  });

  it('given a load that skips keeping / it keeps nothing and drops what was kept', async () => {
    const { cache, source, read } = setup();
    await read();
    vi.setSystemTime(5_000);
    source.answerNext(async ({ skip }) => {
      skip();
      return 'gone';
    });
    expect((await read()).outcome).toBe('stale');
    await vi.waitFor(() => expect(cache.size()).toBe(0));
    expect(await read()).toEqual({ value: 'n3', outcome: 'miss' });
  });

  it('given a failed background load / it keeps serving the stale value', async () => {
    const { source, read } = setup();
    await read();
    vi.setSystemTime(5_000);
    source.answerNext(() => Promise.reject(new TypeError('fetch failed')));
    expect((await read()).value).toBe('n1');
    await vi.waitFor(() => expect(source.load).toHaveBeenCalledTimes(2));
    expect(await read()).toEqual({ value: 'n1', outcome: 'stale' });
  });

  it('given more values than fit / it drops the least recently used', async () => {
    const { cache, source, read } = setup('n1'.length * 2);
    await read('page-1');
    await read('page-2');
    await read('page-1');
    await read('page-3');
    expect(cache.size()).toBe(2);
    await read('page-1');
    expect(source.load).toHaveBeenCalledTimes(3);
    await read('page-2');
    expect(source.load).toHaveBeenCalledTimes(4);
  });
});
