import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** The account PostgreSQL runs under when this process is root (initdb and postgres refuse root). */
export const POSTGRES_USER = 'postgres';

/**
 * The folder of the PostgreSQL server programs (initdb, pg_ctl, postgres): the newest
 * `/usr/lib/postgresql/N/bin` (Debian), else `pg_config --bindir`, else '' for the PATH.
 *
 * @returns the folder, or '' when the programs are to be found on the PATH
 */
export function postgresBinDir(): string {
  const versions = existsSync(DEBIAN_VERSIONS)
    ? readdirSync(DEBIAN_VERSIONS)
        .filter((name) => existsSync(join(DEBIAN_VERSIONS, name, 'bin', 'initdb')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions[0]) return join(DEBIAN_VERSIONS, versions[0], 'bin');
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // No pg_config: the programs may still be on the PATH.
  }
  return '';
}

/** True when this process runs as root, so PostgreSQL has to run as {@link POSTGRES_USER}. */
export function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * The user and group ids of {@link POSTGRES_USER}, for the folders PostgreSQL writes.
 *
 * @returns the ids
 * @throws when the account does not exist (install the `postgresql` package, which creates it)
 */
export function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, POSTGRES_USER], { encoding: 'utf8' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      `running as root, PostgreSQL needs the unprivileged "${POSTGRES_USER}" account, which is missing`,
    );
  }
}

/** The command line that runs `program` as {@link POSTGRES_USER} when this process is root. */
function commandLine(binDir: string, program: string, args: string[]): [string, string[]] {
  const path = binDir ? join(binDir, program) : program;
  return runningAsRoot() ? ['runuser', ['-u', POSTGRES_USER, '--', path, ...args]] : [path, args];
}

// Absolute paths only, so the unprivileged account need not be able to enter our folder.
const OPTIONS = { encoding: 'utf8', cwd: '/' } as const;

function failed(program: string, args: string[], error: unknown): Error {
  const stderr = (error as { stderr?: string }).stderr ?? '';
  return new Error(`${program} ${args.join(' ')} failed: ${stderr || String(error)}`);
}

/**
 * Runs one PostgreSQL program to completion: as {@link POSTGRES_USER} through `runuser` when this
 * process is root, directly otherwise.
 *
 * @param binDir - from {@link postgresBinDir}
 * @param program - initdb, pg_ctl ...
 * @param args - its arguments
 * @returns its standard output
 * @throws with its standard error when it fails
 */
export async function runPostgresProgram(
  binDir: string,
  program: string,
  args: string[],
): Promise<string> {
  const [command, commandArgs] = commandLine(binDir, program, args);
  try {
    return (await execFileAsync(command, commandArgs, OPTIONS)).stdout;
  } catch (error) {
    throw failed(program, args, error);
  }
}

/**
 * {@link runPostgresProgram}, blocking: for when this process exits and cannot wait.
 *
 * @param binDir - from {@link postgresBinDir}
 * @param program - pg_ctl ...
 * @param args - its arguments
 * @throws with its standard error when it fails
 */
export function runPostgresProgramSync(binDir: string, program: string, args: string[]): void {
  const [command, commandArgs] = commandLine(binDir, program, args);
  try {
    execFileSync(command, commandArgs, { ...OPTIONS, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw failed(program, args, error);
  }
}
