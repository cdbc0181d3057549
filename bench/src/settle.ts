import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The machine's CPU time so far in clock ticks: busy, stolen by the hypervisor, and all (/proc/stat). */
function machineTicks(): { busy: number; steal: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the fourth and fifth fields, steal the eighth.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, steal: fields[7] ?? 0, total };
}

/**
 * Starts counting the CPU time the hypervisor gives to other guests while this machine waits
 * for it (steal): on a shared host it lengthens every task a trace times, as a slower CPU would.
 *
 * @returns the share of all CPU time stolen since the start, 0 to 1
 */
export function stealMeter(): () => number {
  const start = machineTicks();
  return () => {
    const now = machineTicks();
    const total = now.total - start.total;
    return total > 0 ? (now.steal - start.steal) / total : 0;
  };
}

/** A measurement during which more of the CPU time was stolen says more of the host than of the shop. */
export const MAX_STEAL_SHARE = 0.03;

/** How many times a measurement is taken while the host steals more. */
const QUIET_ATTEMPTS = 6;

/** How long the host is left before another attempt, per attempt made: its bursts last minutes. */
const QUIET_PAUSE_MS = 10_000;

/** The rule of {@link onQuietHost}, as the report says it of `what`. */
export const quietHostRule = (what: string) =>
  `${what} during which the host took more than ${MAX_STEAL_SHARE * 100} % of the machine's CPU time is taken again after a pause, ${QUIET_ATTEMPTS} times at most, and the least contended kept.`;

/**
 * Measures again, after a pause, while the host steals more than {@link MAX_STEAL_SHARE} of the
 * machine's CPU time during a measurement.
 *
 * @param measure - one measurement
 * @param log - told of each measurement taken again
 * @param options - how many measurements at most ({@link QUIET_ATTEMPTS}), what counts the
 *   stolen share ({@link stealMeter}), and the pause before a second attempt, longer by as much
 *   before each next one
 * @returns the first measurement on a quiet host, or the least contended one, with its steal
 */
export async function onQuietHost<Value>(
  measure: () => Promise<Value>,
  log: (line: string) => void,
  { attempts = QUIET_ATTEMPTS, meter = stealMeter, pauseMs = QUIET_PAUSE_MS } = {},
): Promise<{ value: Value; steal: number }> {
  let least: { value: Value; steal: number } | undefined;
  for (let attempt = 1; ; attempt += 1) {
    const stolen = meter();
    const value = await measure();
    const steal = stolen();
    if (!least || steal < least.steal) least = { value, steal };
    if (steal <= MAX_STEAL_SHARE || attempt === attempts) return least;
    log(`the host stole ${(steal * 100).toFixed(1)} % of the CPU time: measuring again`);
    await sleep(pauseMs * attempt);
  }
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
