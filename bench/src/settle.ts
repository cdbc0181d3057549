import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total CPU time of the whole machine so far, in clock ticks (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the fourth and fifth fields.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine is at rest: a window of `windowMs` in which at most `busyShare` of
 * all cores' time was busy, or `maxMs` at most. A run started right after another still pays
 * for the other's wind-down (a renderer process closing, the browser's next one starting),
 * which would land in its trace.
 *
 * @param options - the window, the busy share that counts as rest, the longest wait (ms)
 */
export async function settle({
  windowMs = 250,
  busyShare = 0.25,
  maxMs = 3000,
} = {}): Promise<void> {
  const started = Date.now();
  for (;;) {
    const before = machineTicks();
    await sleep(windowMs);
    const after = machineTicks();
    const total = after.total - before.total;
    const calm = total > 0 && (after.busy - before.busy) / total <= busyShare;
    if (calm || Date.now() - started >= maxMs) return;
  }
}
