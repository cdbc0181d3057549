import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import PQueue from 'p-queue';

const KEY_LENGTH = 64;
/** scrypt's work factor N for new hashes and for the stand-in derivation of an unknown login. */
export const HASH_COST = 16384;
let newHashCost = HASH_COST;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/**
 * Sets the work factor of new hashes from now on; stored hashes keep verifying with their own.
 *
 * @param n - a power of two; only test suites whose tests are not about hashing lower it, so
 *   that registering and logging in do not cost them most of their CPU
 * @returns the factor it replaces
 */
export function setHashCost(n: number): number {
  const previous = newHashCost;
  newHashCost = n;
  return previous;
}

/** How many scrypt keys this process has derived; tests read it to check that work is done. */
export const keyDerivations = { count: 0 };

/**
 * Every key derivation of the process waits in `hashing`: at most two run at once (one a core),
 * and a login's is taken before waiting new passwords. New passwords (registration, reset,
 * account change) also pass one at a time through `newPasswords` first, so however many arrive,
 * a core is left for logins and for answering requests: a flood of registrations or resets
 * cannot hold real customers' logins up for seconds.
 */
const hashing = new PQueue({ concurrency: 2 });
const newPasswords = new PQueue({ concurrency: 1 });
const LOGIN_PRIORITY = 1;

type Derivation = (
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
) => Promise<Buffer>;

/** Derives a key for a login (or a check of the current password): first in line. */
const deriveForLogin: Derivation = (...args) =>
  hashing.add(() => deriveNow(...args), { priority: LOGIN_PRIORITY, throwOnTimeout: true });

/** Derives a key for a new password: one at a time, after waiting logins. */
const deriveForNewPassword: Derivation = (...args) =>
  newPasswords.add(() => hashing.add(() => deriveNow(...args), { throwOnTimeout: true }), {
    throwOnTimeout: true,
  });

function deriveNow(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
) {
  keyDerivations.count++;
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallelism, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt and a random salt.
 *
 * @param password - the plain password
 * @returns `scrypt$N$r$p$salt$hash`, parameters kept so they can be raised later
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveForNewPassword(password, salt, newHashCost, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    newHashCost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

const NO_SALT = Buffer.alloc(16);

/**
 * Checks a password against a stored hash in constant time.
 *
 * @param password - the plain password
 * @param stored - a hash from {@link hashPassword}, or null for an unknown login or an account
 *   without a password
 * @returns true when they match
 * @remarks Without a usable hash it still derives a key before answering false, so a login's
 *   response time does not tell which accounts exist.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await deriveForLogin(password, NO_SALT, newHashCost, BLOCK_SIZE, PARALLELISM);
    return false;
  }
  const [, cost, blockSize, parallelism, salt, hash] = parts;
  const expected = Buffer.from(hash ?? '', 'base64');
  const actual = await deriveForLogin(
    password,
    Buffer.from(salt ?? '', 'base64'),
    Number(cost),
    Number(blockSize),
    Number(parallelism),
  );
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
