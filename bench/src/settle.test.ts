import { describe, expect, it } from 'vitest';
import { MAX_STEAL_SHARE, onQuietHost } from './settle';

/** A meter that reads the given stolen shares, one measurement after another. */
function meterReading(shares: number[]) {
  let measurement = 0;
  return () => {
    const share = shares[measurement] ?? 0;
    measurement += 1;
    return () => share;
  };
}

describe('onQuietHost', () => {
  it('given a host that steals during the first two measurements / keeps the third, the first taken on a quiet host', async () => {
    let taken = 0;
    const log: string[] = [];
    const kept = await onQuietHost(
      async () => ++taken,
      (line) => log.push(line),
      { meter: meterReading([0.2, MAX_STEAL_SHARE + 0.01, MAX_STEAL_SHARE]), pauseMs: 0 },
    );
    expect(kept).toEqual({ value: 3, steal: MAX_STEAL_SHARE });
    expect(log).toEqual([
      'the host stole 20.0 % of the CPU time: measuring again',
      'the host stole 4.0 % of the CPU time: measuring again',
    ]);
  });

  it('given a host that steals during every measurement / stops after the attempts and keeps the least contended', async () => {
    let taken = 0;
    const kept = await onQuietHost(
      async () => ++taken,
      () => {},
      {
        attempts: 3,
        meter: meterReading([0.3, 0.05, 0.2, 0]),
        pauseMs: 0,
      },
    );
    expect(taken).toBe(3);
    expect(kept).toEqual({ value: 2, steal: 0.05 });
  });
});
