import { describe, expect, it } from 'vitest';
import { postDateTime, postTime } from './postDate';

describe('post dates', () => {
  it('given a morning time, it shows AM without a leading zero', () => {
    expect(postTime('2026-03-14T09:05:00')).toBe('9:05 AM');
  });

  it('given noon and midnight, it shows 12', () => {
    expect(postTime('2026-03-14T12:30:00')).toBe('12:30 PM');
    expect(postTime('2026-03-14T00:10:00')).toBe('12:10 AM');
  });

  it('given a date with a time, it shows both', () => {
    expect(postDateTime('2026-03-14T15:45:00')).toBe('Mar 14, 2026 · 3:45 PM');
  });

  it('given a date without a time, it shows the date alone', () => {
    expect(postDateTime('2026-03-14')).toBe('Mar 14, 2026');
  });
});
