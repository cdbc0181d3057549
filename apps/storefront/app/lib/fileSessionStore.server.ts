import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Cookie, createSessionStorage, type SessionData } from 'react-router';
import {
  SessionEndedError,
  type SessionStore,
  successorIn,
  successorPointer,
} from './sessionStore.server';

/** The folder and its sub-folders: the storefront's user only (they list shoppers' sessions). */
const FOLDER_MODE = 0o700;
/** A session file: the storefront's user only (it holds the login and refresh tokens). */
const FILE_MODE = 0o600;
/** Beside a session's file, the mark that it ended (a logout): no write brings it back. */
const ENDED = '.ended';
/** Beside a rotated-away session's file, the pointer to the id it went on under. */
const SUCCESSOR = '.successor';
/** Beside a session's file, a write on its way, renamed over the file when complete. */
const WRITING = '.writing';
/** The signing secret generated where SESSION_SECRET is unset; never swept. */
export const SECRET_FILE = '.secret';
/**
 * How long an ended mark (and a successor pointer) is kept: far longer than any request that read
 * the session runs.
 */
const ENDED_MARK_LIFE_MS = 60 * 60 * 1000;

/** A session's file, in React Router's layout (a folder per first four characters of the id). */
function fileOf(dir: string, id: string): string {
  return join(dir, id.slice(0, 4), id.slice(4));
}

/** Whether `error` is Node's "no such file". */
function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The text of `path`, or null where there is no such file. */
async function textOf(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
}

/** Writes `text` to a new file renamed over `file`, so a reader sees all of it or what was before. */
async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: FOLDER_MODE });
  const partial = `${file}.${randomBytes(4).toString('hex')}${WRITING}`;
  try {
    await writeFile(partial, text, { mode: FILE_MODE });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    (error: unknown) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );
}

/**
 * Creates the session folder if needed and closes it and everything in it to other users:
 * folders 0700, files 0600, whatever modes an older storefront or the process's umask left.
 *
 * @param dir - the session folder
 */
export async function secureSessionFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  await chmod(dir, FOLDER_MODE);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = entry.isDirectory() ? FOLDER_MODE : entry.isFile() ? FILE_MODE : null;
    // Another storefront sharing the folder may remove a file between the listing and here (a
    // logout, a sweep, its start-up probe): it needs no mode any more.
    if (mode === null) continue;
    await chmod(path, mode).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }
}

/**
 * Sessions as files in one folder, for one machine: `createSessionStorage` over files written
 * 0600 in folders 0700, each write a new file renamed over the old, so a reader sees a whole
 * session or the one before.
 *
 * @param dir - the session folder (see {@link secureSessionFolder})
 * @param cookie - the signed cookie that holds the id
 * @returns the store
 * @remarks A session ends by an ended mark created beside its file before the file is removed;
 *   a write renames its file in place, then looks for the mark and, finding it, removes the file
 *   again and is refused. Reads look for the mark after reading, so whichever order a logout
 *   and a write in flight take, no read after the logout finds the session: a rename before the
 *   mark is undone by the logout's removal, one after it is undone by the write itself, and a
 *   read in between sees the mark. Only rename, create-exclusive and unlink are relied on, which
 *   a local POSIX file system does atomically, so processes sharing the folder on one machine
 *   are covered too. A rotation writes the successor pointer before it ends the session the same
 *   way, and removes the pointer again when a logout ended the session first.
 */
export function fileSessionStore<Data = SessionData, Flash = Data>(
  dir: string,
  cookie: Cookie,
): SessionStore<Data, Flash> {
  const write = async (id: string, data: unknown, expires: Date | undefined) => {
    const file = fileOf(dir, id);
    await writeWhole(file, JSON.stringify({ data, expires }));
    if (await exists(file + ENDED)) {
      await rm(file, { force: true });
      throw new SessionEndedError(id);
    }
  };
  const remove = async (id: string) => {
    if (!id) return false;
    const file = fileOf(dir, id);
    await mkdir(dirname(file), { recursive: true, mode: FOLDER_MODE });
    await writeFile(file + ENDED, '', { mode: FILE_MODE });
    return rm(file).then(
      () => true,
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      },
    );
  };
  const rotate = async (id: string, successor: string) => {
    if (!id) return false;
    // The pointer is there before the session's file goes, so no read finds neither.
    const pointer = fileOf(dir, id) + SUCCESSOR;
    await writeWhole(pointer, successorPointer(successor));
    if (await remove(id)) return true;
    await rm(pointer, { force: true });
    return false;
  };
  const storage = createSessionStorage<Data, Flash>({
    cookie,
    async createData(data, expires) {
      for (;;) {
        const id = randomBytes(8).toString('hex');
        const file = fileOf(dir, id);
        await mkdir(dirname(file), { recursive: true, mode: FOLDER_MODE });
        try {
          await writeFile(file, JSON.stringify({ data, expires }), {
            mode: FILE_MODE,
            flag: 'wx',
          });
          return id;
        } catch (error) {
          // The same id twice: draw another.
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    },
    async readData(id) {
      const file = fileOf(dir, id);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (await exists(file + ENDED)) return null;
      try {
        const { data, expires } = JSON.parse(text) as { data: unknown; expires?: string };
        if (expires && new Date(expires).getTime() < Date.now()) {
          await rm(file, { force: true });
          return null;
        }
        return data as never;
      } catch {
        // A file that is no session (cut short by a crash of an older storefront): a new visitor.
        return null;
      }
    },
    updateData: write,
    async deleteData(id) {
      await remove(id);
    },
  });
  return {
    storage,
    cookie,
    remove,
    rotate,
    async successorOf(id) {
      return id ? successorIn(await textOf(fileOf(dir, id) + SUCCESSOR)) : null;
    },
    async ready() {
      const probe = join(dir, `.probe-${randomBytes(4).toString('hex')}`);
      try {
        // About a session's size, so that a disk with room for a name only does not pass.
        await writeFile(probe, randomBytes(4096), { mode: FILE_MODE });
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}

/**
 * Removes the files of sessions nobody has changed for `maxAgeMs` (each change rewrites the file
 * and sends a cookie that expires that long after), ended marks and successor pointers after an
 * hour, and writes a crash cut short; the storage removes an expired session it reads, but never
 * reads an abandoned one again.
 *
 * @param dir - the session folder
 * @param maxAgeMs - how long an unused session lives
 * @param now - the clock, for tests
 * @returns the number of files removed
 */
export async function sweepSessions(dir: string, maxAgeMs: number, now = Date.now()) {
  let removed = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name === SECRET_FILE) continue;
    const file = join(entry.parentPath, entry.name);
    const mark = entry.name.endsWith(ENDED) || entry.name.endsWith(SUCCESSOR);
    const life = mark ? Math.min(maxAgeMs, ENDED_MARK_LIFE_MS) : maxAgeMs;
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs <= life) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
