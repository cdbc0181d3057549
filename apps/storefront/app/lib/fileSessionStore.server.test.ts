import { chmod, mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fileSessionStore, secureSessionFolder, sweepSessions } from './fileSessionStore.server';
import { SessionEndedError } from './sessionStore.server';

const DAY = 24 * 60 * 60 * 1000;
const cookie = createCookie('shop_session', { secrets: ['a test secret'], maxAge: 3600 });

/** Every file and folder under `dir`, with its permission bits. */
async function modesUnder(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => ({
      name: entry.name,
      folder: entry.isDirectory(),
      mode: (await stat(join(entry.parentPath, entry.name))).mode & 0o777,
    })),
  );
}

describe('fileSessionStore', () => {
  it('given a permissive umask / the folder is 0700 and each session file 0600', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'sessions-')), 'sessions');
    const umask = process.umask(0);
    try {
      await secureSessionFolder(dir);
      const { storage } = fileSessionStore(dir, cookie);
      const session = await storage.getSession();
      session.set('shopper', { authToken: 'a login token' });
      const header = await storage.commitSession(session);
      const again = await storage.getSession(header);
      again.set('shopper', { authToken: 'a renewed login token' });
      await storage.commitSession(again);
    } finally {
      process.umask(umask);
    }
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const modes = await modesUnder(dir);
    expect(modes.filter((entry) => !entry.folder)).toHaveLength(1);
    for (const entry of modes) expect(entry.mode).toBe(entry.folder ? 0o700 : 0o600);
  });

  it('given a folder an older storefront left 0755 with files 0644 / the start closes them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessions-'));
    await mkdir(join(dir, 'ab12'), { mode: 0o755 });
    await writeFile(join(dir, 'ab12', 'cdef'), '{}', { mode: 0o644 });
    await writeFile(join(dir, '.secret'), 'secret', { mode: 0o644 });
    await chmod(dir, 0o755);

    await secureSessionFolder(dir);

    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const entry of await modesUnder(dir)) {
      expect(entry.mode).toBe(entry.folder ? 0o700 : 0o600);
    }
  });

  it('given files another storefront removes while the start closes the folder / the start goes on', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessions-'));
    await mkdir(join(dir, 'ab12'));
    const files = Array.from({ length: 2_000 }, (_, index) => join(dir, 'ab12', `s${index}`));
    for (const file of files) await writeFile(file, '{}', { mode: 0o644 });

    await chmod(join(dir, 'ab12'), 0o755);
    const securing = secureSessionFolder(dir);
    // Once the start has listed the folder and closed its first entry (the sub-folder), the
    // files it listed go.
    while (((await stat(join(dir, 'ab12'))).mode & 0o777) !== 0o700) {
      await new Promise(setImmediate);
    }
    await Promise.all(files.map((file) => rm(file, { force: true })));

    await expect(securing).resolves.toBeUndefined();
  });

  it('given a session ended / a write of it is refused and it reads as nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessions-'));
    const store = fileSessionStore(dir, cookie);
    const session = await store.storage.getSession();
    session.set('shopper', { authToken: 'token' });
    const header = await store.storage.commitSession(session);
    const running = await store.storage.getSession(header);

    expect(await store.remove(running.id)).toBe(true);
    running.set('shopper', { authToken: 'renewed' });
    await expect(store.storage.commitSession(running)).rejects.toBeInstanceOf(SessionEndedError);
    expect((await store.storage.getSession(header)).data).toEqual({});
    expect(await store.remove(running.id)).toBe(false);
  });

  it('given many writes in flight as the session ends / none brings it back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessions-'));
    const store = fileSessionStore(dir, cookie);
    for (let trial = 0; trial < 20; trial++) {
      const session = await store.storage.getSession();
      session.set('shopper', { authToken: 'token' });
      const header = await store.storage.commitSession(session);
      const readers = await Promise.all(
        Array.from({ length: 10 }, () => store.storage.getSession(header)),
      );
      const writes = readers.map(async (reader, index) => {
        await new Promise((wait) => setTimeout(wait, index % 3));
        reader.set('shopper', { authToken: `renewed ${index}` });
        return store.storage.commitSession(reader).catch((error: unknown) => {
          if (!(error instanceof SessionEndedError)) throw error;
        });
      });
      await Promise.all([...writes, store.remove(readers[0]?.id ?? '')]);
      expect((await store.storage.getSession(header)).data).toEqual({});
    }
  });

  it('given a folder that cannot be written / it is not ready, with the reason', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'sessions-'));
    const dir = join(parent, 'sessions');
    // A file where the folder should be: no write under it succeeds, even as root.
    await writeFile(dir, 'not a folder');
    await expect(fileSessionStore(dir, cookie).ready()).rejects.toThrow(/ENOTDIR/);
  });
});

describe('sweepSessions', () => {
  it('given sessions unused for longer than their life / removes those files only, never the secret', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessions-'));
    await mkdir(join(dir, 'ab12'));
    const now = Date.now();
    const write = async (path: string, ageMs: number) => {
      await writeFile(join(dir, path), '{}');
      const when = new Date(now - ageMs);
      await utimes(join(dir, path), when, when);
    };
    await write('ab12/old-session', 15 * DAY);
    await write('ab12/recent-session', 2 * DAY);
    await write('ab12/ended-session.ended', 2 * DAY);
    await write('ab12/just-ended.ended', 60_000);
    await write('ab12/rotated.successor', 2 * DAY);
    await write('ab12/just-rotated.successor', 60_000);
    await write('.secret', 90 * DAY);

    expect(await sweepSessions(dir, 14 * DAY, now)).toBe(3);
    expect((await readdir(join(dir, 'ab12'))).sort()).toEqual([
      'just-ended.ended',
      'just-rotated.successor',
      'recent-session',
    ]);
    expect(await readdir(dir)).toContain('.secret');
  });

  it('given no session folder yet / removes nothing and does not throw', async () => {
    expect(await sweepSessions(join(tmpdir(), 'no-such-folder-for-sessions'), DAY)).toBe(0);
  });
});
