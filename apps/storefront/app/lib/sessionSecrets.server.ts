import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { SECRET_FILE } from './fileSessionStore.server';

/** The Redis key of the signing secret generated where SESSION_SECRET is unset. */
export const SHARED_SECRET_KEY = 'storefront:session-secret';

/**
 * The secret every instance on one Redis signs session cookies with when SESSION_SECRET is
 * unset: the first instance to ask sets it (SET NX), every other one reads that one.
 *
 * @param redis - the Redis the instances share
 * @returns the secret
 */
export async function sharedSessionSecret(redis: Redis): Promise<string> {
  await redis.set(SHARED_SECRET_KEY, randomBytes(32).toString('hex'), 'NX');
  const secret = await redis.get(SHARED_SECRET_KEY);
  if (!secret) throw new Error(`${SHARED_SECRET_KEY} vanished from Redis`);
  return secret;
}

/**
 * The secret of one machine when SESSION_SECRET is unset: generated once, kept in the session
 * folder (0600), so a restart keeps every shopper's session.
 *
 * @param dir - the session folder, which exists
 * @returns the secret
 */
export async function folderSessionSecret(dir: string): Promise<string> {
  const file = join(dir, SECRET_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    // Two processes starting at once: the one that creates the file wins, both read it.
    await writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
    return (await readFile(file, 'utf8')).trim();
  }
}
