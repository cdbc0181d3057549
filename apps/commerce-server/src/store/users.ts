import type { Db } from '../db/database';
import type { Address, User } from '../graphql/models';

interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  display_name: string;
  role: User['role'];
  billing: string;
  shipping: string;
  created_at: string;
  token_version: number;
}

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
  };
}

/** Finds a user by database id. */
export function userById(db: Db, id: number): User | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? toUser(row) : null;
}

/** Finds a user by e-mail (case-insensitive). */
export function userByEmail(db: Db, email: string): User | null {
  const row = db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as
    | UserRow
    | undefined;
  return row ? toUser(row) : null;
}

/**
 * Finds a user by e-mail when the login name holds `@`, by username otherwise
 * (case-insensitive), with the stored password hash.
 *
 * @returns the user and hash (null when no usable password was ever set), or null
 */
export function userForLogin(
  db: Db,
  login: string,
): { user: User; passwordHash: string | null } | null {
  const name = login.trim();
  // A name with `@` is an e-mail address and nothing else (usernames cannot hold `@`), so a
  // username can never stand in for another account's address.
  const row = db
    .prepare(`SELECT * FROM users WHERE ${name.includes('@') ? 'email' : 'username'} = ?`)
    .get(name) as UserRow | undefined;
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

/** A username derived from the e-mail's local part, made unique with a number when taken. */
export function uniqueUsername(db: Db, email: string): string {
  const base = (email.split('@')[0] ?? 'customer').replace(/[^a-z0-9._-]/gi, '') || 'customer';
  const taken = db.prepare('SELECT 1 FROM users WHERE username = ?');
  if (!taken.get(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.get(candidate)) return candidate;
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
export function createUser(db: Db, user: NewUser): User {
  const result = db
    .prepare(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, display_name, role, billing, shipping, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.email.trim(),
      user.username,
      user.passwordHash,
      user.firstName ?? '',
      user.lastName ?? '',
      user.displayName ?? user.username,
      user.role ?? 'customer',
      JSON.stringify(user.billing ?? {}),
      JSON.stringify(user.shipping ?? {}),
      user.createdAt,
    );
  return userById(db, Number(result.lastInsertRowid)) as User;
}

/** The fields {@link updateUser} may change; absent fields stay as they are. */
export interface UserChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  passwordHash?: string;
  billing?: Address;
  shipping?: Address;
}

/** Applies changes to a user and returns the updated user; a new password ends earlier logins. */
export function updateUser(db: Db, id: number, changes: UserChanges): User {
  const columns: [string, unknown][] = [];
  if (changes.email !== undefined) columns.push(['email', changes.email.trim()]);
  if (changes.firstName !== undefined) columns.push(['first_name', changes.firstName]);
  if (changes.lastName !== undefined) columns.push(['last_name', changes.lastName]);
  if (changes.displayName !== undefined) columns.push(['display_name', changes.displayName]);
  if (changes.passwordHash !== undefined) {
    columns.push(['password_hash', changes.passwordHash]);
    columns.push(['token_version', (userById(db, id)?.tokenVersion ?? 0) + 1]);
  }
  if (changes.billing !== undefined) columns.push(['billing', JSON.stringify(changes.billing)]);
  if (changes.shipping !== undefined) columns.push(['shipping', JSON.stringify(changes.shipping)]);
  if (columns.length > 0) {
    db.prepare(`UPDATE users SET ${columns.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`).run(
      ...columns.map(([, v]) => v),
      id,
    );
  }
  return userById(db, id) as User;
}
