import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('given max events in a window, the key waits until the window ends, then may go again', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 3, windowMs: 1000, maxKeys: 10, now: () => now });
    for (let n = 0; n < 3; n++) {
      expect(limiter.waitMs('a')).toBe(0);
      limiter.hit('a');
    }
    now = 400;
    expect(limiter.waitMs('a')).toBe(600);
    expect(limiter.waitMs('b')).toBe(0);
    now = 1000;
    expect(limiter.waitMs('a')).toBe(0);
  });

  it('given a reset, the key starts over', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, maxKeys: 10, now: () => 0 });
    limiter.hit('a');
    expect(limiter.waitMs('a')).toBe(1000);
    limiter.reset('a');
    expect(limiter.waitMs('a')).toBe(0);
  });

  it('given more keys than its bound, it forgets the oldest', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, maxKeys: 2, now: () => 0 });
    for (const key of ['a', 'b', 'c']) limiter.hit(key);
    expect(limiter.waitMs('a')).toBe(0);
    expect(limiter.waitMs('b')).toBe(1000);
    expect(limiter.waitMs('c')).toBe(1000);
  });
});
