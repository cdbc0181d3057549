// Child processes of the consumer test: a free port, a command run to its end, a server started
// and waited for, and its stop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port on loopback that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment a child starts with: this one's, without the `npm_*` settings the package
 * manager running the test passes on (pnpm's `npm_config_registry` and the like would win over
 * the consumer's own npm configuration, as they never do for an app's developer).
 */
function cleanEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
}

/**
 * Runs a command to its end and resolves with what it printed.
 *
 * @param command - the program
 * @param args - its arguments
 * @param options - `cwd`, `env` (added to this process's) and `allowFailure` (resolve on a
 *   non-zero exit instead of rejecting)
 * @returns its exit code and output
 */
export function run(command, args, { cwd, env = {}, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...cleanEnv(), ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 || allowFailure) resolve({ code, output });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Starts a long-running process and waits until `ready()` resolves true (every 200 ms, for up
 * to 60 s).
 *
 * @returns its `stop()`, which ends it and waits for its exit
 */
export async function startProcess(name, command, args, { env = {}, ready }) {
  const child = spawn(command, args, { env: { ...cleanEnv(), ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
    if (await ready().catch(() => false)) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${name} did not answer within 60 s:\n${output}`);
}
