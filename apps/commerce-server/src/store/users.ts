import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/schema';
import type { Address, User } from '../model/models';

type UserRow = Selectable<UsersTable>;

function toUser(row: UserRow): User {
  return {
    databaseId: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    role: row.role,
    billing: JSON.parse(row.billing) as Address,
    shipping: JSON.parse(row.shipping) as Address,
    date: row.created_at,
    tokenVersion: row.token_version,
    emailVerified: row.email_verified === 1,
  };
}

/** Finds a user by database id. */
export async function userById(db: Db, id: number): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Finds a user by e-mail (case-insensitive). */
export async function userByEmail(db: Db, email: string): Promise<User | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim())
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/**
 * Finds a user by e-mail when the login name holds `@`, by username otherwise
 * (case-insensitive), with the stored password hash.
 *
 * @returns the user and hash (null when no usable password was ever set), or null
 */
export async function userForLogin(
  db: Db,
  login: string,
): Promise<{ user: User; passwordHash: string | null } | null> {
  const name = login.trim();
  // A name with `@` is an e-mail address and nothing else (usernames cannot hold `@`), so a
  // username can never stand in for another account's address.
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(name.includes('@') ? 'email' : 'username', '=', name)
    .executeTakeFirst();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

/** A username derived from the e-mail's local part, made unique with a number when taken. */
export async function uniqueUsername(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'customer').replace(/[^a-z0-9._-]/gi, '') || 'customer';
  const taken = async (username: string) =>
    (await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst()) !== undefined;
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/** What {@link createUser} stores. */
export interface NewUser {
  email: string;
  username: string;
  passwordHash: string | null;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  role?: User['role'];
  billing?: Address;
  shipping?: Address;
  createdAt: string;
}

/** Inserts a user and returns it. */
export async function createUser(db: Db, user: NewUser): Promise<User> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email.trim(),
      username: user.username,
      password_hash: user.passwordHash,
      first_name: user.firstName ?? '',
      last_name: user.lastName ?? '',
      display_name: user.displayName ?? user.username,
      role: user.role ?? 'customer',
      billing: JSON.stringify(user.billing ?? {}),
      shipping: JSON.stringify(user.shipping ?? {}),
      created_at: user.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await userById(db, id)) as User;
}

/** The fields {@link updateUser} may change; absent fields stay as they are. */
export interface UserChanges {
  /** A new address, unproven until {@link markEmailVerified} runs for it. */
  email?: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  passwordHash?: string;
  billing?: Address;
  shipping?: Address;
}

/**
 * Applies changes to a user and returns the updated user; a new password ends earlier logins, a
 * new address is unproven.
 */
export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<User> {
  const columns: Updateable<UsersTable> = {};
  if (changes.email !== undefined) {
    columns.email = changes.email.trim();
    columns.email_verified = 0;
  }
  if (changes.firstName !== undefined) columns.first_name = changes.firstName;
  if (changes.lastName !== undefined) columns.last_name = changes.lastName;
  if (changes.displayName !== undefined) columns.display_name = changes.displayName;
  if (changes.billing !== undefined) columns.billing = JSON.stringify(changes.billing);
  if (changes.shipping !== undefined) columns.shipping = JSON.stringify(changes.shipping);
  if (changes.passwordHash !== undefined) columns.password_hash = changes.passwordHash;
  if (Object.keys(columns).length > 0) {
    await db
      .updateTable('users')
      .set(columns)
      // Raised in the same statement, so two password changes at once both end earlier logins.
      .$if(changes.passwordHash !== undefined, (query) =>
        query.set((eb) => ({ token_version: eb('token_version', '+', 1) })),
      )
      .where('id', '=', id)
      .execute();
  }
  return (await userById(db, id)) as User;
}

/**
 * Records that the holder of an account proved its e-mail address.
 *
 * @param db - the connection, or the transaction that holds the proof
 * @param id - the account
 * @param email - the address proven: an account whose address has changed since is left as it is
 */
export async function markEmailVerified(db: Db, id: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified: 1 })
    .where('id', '=', id)
    .where('email', '=', email.trim())
    .execute();
}
