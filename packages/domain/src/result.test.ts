import { describe, expect, it } from 'vitest';
import { failure, type Result, success } from './result';

const half = (n: number): Result<number> => (n % 2 === 0 ? success(n / 2) : failure(`${n} is odd`));

describe('Result', () => {
  it('given a success / it carries its value', () => {
    expect(half(4)).toEqual({ ok: true, value: 2 });
  });

  it('given a failure / it carries its error', () => {
    expect(half(3)).toEqual({ ok: false, error: '3 is odd' });
  });
});
