import { spawn } from 'node:child_process';
import { REPO_ROOT } from './paths';

/**
 * Builds the storefront and the commerce server (and the packages they use) through turbo.
 *
 * @returns the build's wall time in seconds
 * @remarks turbo's cache makes an unchanged re-run quick; the time is reported either way.
 */
export async function buildShop(): Promise<number> {
  const started = performance.now();
  const args = [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@peptide/storefront',
    '--filter=@peptide/commerce-server',
    '--output-logs=errors-only',
  ];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn('pnpm', args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    child.once('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new Error(`the build failed (pnpm ${args.join(' ')} exited with ${code})`);
  return (performance.now() - started) / 1000;
}
