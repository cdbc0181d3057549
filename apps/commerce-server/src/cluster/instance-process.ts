import { type ChildProcess, spawn } from 'node:child_process';

/** How to start one instance: a program and its arguments, run in `cwd`. */
export interface InstanceCommand {
  command: string;
  args: string[];
  cwd: string;
}

/** One running instance of the commerce server (or of a stand-in command). */
export interface RunningInstance {
  /** Its origin on loopback, such as http://127.0.0.1:4101. */
  origin: string;
  pid: number;
  /** Stops it as Ctrl-C would (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Signals it to stop (SIGTERM) without waiting, for when this process exits. */
  kill(): void;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts one instance on `port` and waits until it answers HTTP on 127.0.0.1.
 *
 * @param command - what to run
 * @param port - its PORT
 * @param env - the environment it gets besides PORT and HOST
 * @param onLine - receives each line it prints
 * @returns the running instance
 * @throws when it exits or does not answer within 30 seconds (with what it printed)
 */
export async function startInstance(
  command: InstanceCommand,
  port: number,
  env: Record<string, string>,
  onLine: (line: string) => void,
): Promise<RunningInstance> {
  const child = spawn(command.command, command.args, {
    cwd: command.cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    for (const line of text.split('\n')) if (line.trim()) onLine(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `instance on port ${port} exited (${child.exitCode ?? child.signalCode}): ${output}`,
      );
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance on port ${port} did not answer in 30 s: ${output}`);
    }
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: () => {
      child.kill('SIGTERM');
    },
  };
}
