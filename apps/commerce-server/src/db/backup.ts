import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/** What a finished backup copied. */
export interface BackupResult {
  /** Pages of the database copied. */
  pages: number;
}

/**
 * Copies a database, even one a running server is writing to, with SQLite's online backup, then
 * checks the copy with `PRAGMA integrity_check`.
 *
 * @param sourcePath - the database file (the server's DATABASE_PATH)
 * @param destination - a new file for the copy; an existing file is never overwritten
 * @returns the number of pages copied
 * @throws when the destination exists, the source is missing, or the copy fails its check
 * @remarks The copy is one consistent snapshot. After the first step the rest is copied in one
 *   step: a write by another connection between steps restarts the backup, so small steps could
 *   chase a busy server for ever, while in WAL mode one long read does not block its writers.
 */
export async function backupDatabase(
  sourcePath: string,
  destination: string,
): Promise<BackupResult> {
  if (existsSync(destination)) throw new Error(`${destination} already exists: choose a new file`);
  const source = new Database(sourcePath, { fileMustExist: true });
  let pages: number;
  try {
    ({ totalPages: pages } = await source.backup(destination, {
      progress: ({ totalPages }) => totalPages,
    }));
  } finally {
    source.close();
  }
  const copy = new Database(destination, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return { pages };
}
