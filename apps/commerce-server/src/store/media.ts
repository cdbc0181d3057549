import type { Db } from '../db/database';
import type { MediaItem } from '../graphql/models';

interface MediaRow {
  id: number;
  path: string;
  alt_text: string;
  title: string;
  hue: number;
  shape: string;
}

function toMediaItem(row: MediaRow): MediaItem {
  return { databaseId: row.id, path: row.path, altText: row.alt_text, title: row.title };
}

/** Finds an image by database id. */
export function mediaById(db: Db, id: number): MediaItem | null {
  const row = db.prepare('SELECT * FROM media WHERE id = ?').get(id) as MediaRow | undefined;
  return row ? toMediaItem(row) : null;
}

/**
 * Finds images by database id, in one statement.
 *
 * @param db - the connection
 * @param ids - the image ids
 * @returns the images found, by id
 */
export function mediaByIds(db: Db, ids: readonly number[]): Map<number, MediaItem> {
  const rows = db
    .prepare('SELECT * FROM media WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as MediaRow[];
  return new Map(rows.map((row) => [row.id, toMediaItem(row)]));
}

/** Finds an image by its path, with the parameters its SVG art is drawn from. */
export function mediaArtByPath(
  db: Db,
  path: string,
): { title: string; hue: number; shape: string } | null {
  const row = db.prepare('SELECT * FROM media WHERE path = ?').get(path) as MediaRow | undefined;
  return row ? { title: row.title, hue: row.hue, shape: row.shape } : null;
}
