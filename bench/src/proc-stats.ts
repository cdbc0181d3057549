import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU time a process has used so far, user plus system.
 *
 * @param pid - the process
 * @returns seconds of CPU time (fields utime and stime of /proc/PID/stat)
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/**
 * A memory figure of /proc/PID/status in MB.
 *
 * @param pid - the process
 * @param field - VmRSS (resident now) or VmHWM (peak resident since start)
 * @returns megabytes (MiB)
 */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** What a {@link watchProcesses} run saw. */
export interface ProcessUsage {
  /** CPU seconds used during the watch. */
  cpuSeconds: number;
  /** CPU time as a share of one core over the wall time (100 = one core busy). */
  cpuPercent: number;
  /** Highest resident memory seen while polling, MB. */
  peakRssMb: number;
}

/**
 * Watches processes while something runs: CPU time before and after, resident memory polled.
 *
 * @param pids - the processes by name
 * @param intervalMs - how often resident memory is read
 * @returns `stop`, which ends the watch and answers each process's usage
 */
export function watchProcesses<Name extends string>(
  pids: Record<Name, number>,
  intervalMs = 100,
): { stop: () => Record<Name, ProcessUsage> } {
  const names = Object.keys(pids) as Name[];
  const started = performance.now();
  const cpuBefore = new Map(names.map((name) => [name, cpuSeconds(pids[name])]));
  const peaks = new Map(names.map((name) => [name, memoryMb(pids[name], 'VmRSS')]));
  const poll = () => {
    for (const name of names) {
      peaks.set(name, Math.max(peaks.get(name) ?? 0, memoryMb(pids[name], 'VmRSS')));
    }
  };
  const timer = setInterval(poll, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      poll();
      const seconds = (performance.now() - started) / 1000;
      const usage = {} as Record<Name, ProcessUsage>;
      for (const name of names) {
        const used = cpuSeconds(pids[name]) - (cpuBefore.get(name) ?? 0);
        usage[name] = {
          cpuSeconds: used,
          cpuPercent: (used / seconds) * 100,
          peakRssMb: peaks.get(name) ?? 0,
        };
      }
      return usage;
    },
  };
}
