import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepSessions } from './shopperSession.server';

const DAY = 24 * 60 * 60 * 1000;

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
    await write('.secret', 90 * DAY);

    expect(await sweepSessions(dir, 14 * DAY, now)).toBe(1);
    expect(await readdir(join(dir, 'ab12'))).toEqual(['recent-session']);
    expect(await readdir(dir)).toContain('.secret');
  });

  it('given no session folder yet / removes nothing and does not throw', async () => {
    expect(await sweepSessions(join(tmpdir(), 'no-such-folder-for-sessions'), DAY)).toBe(0);
  });
});
