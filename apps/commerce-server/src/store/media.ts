import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { MediaTable } from '../db/schema';
import type { MediaItem } from '../model/models';

type MediaRow = Selectable<MediaTable>;

function toMediaItem(row: MediaRow): MediaItem {
  return { databaseId: row.id, path: row.path, altText: row.alt_text, title: row.title };
}

/** Finds an image by database id. */
export async function mediaById(db: Db, id: number): Promise<MediaItem | null> {
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMediaItem(row) : null;
}

/**
 * Finds images by database id, in one statement.
 *
 * @param db - the connection
 * @param ids - the image ids
 * @returns the images found, by id
 */
export async function mediaByIds(db: Db, ids: readonly number[]): Promise<Map<number, MediaItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, toMediaItem(row)]));
}

/** Finds an image by its path, with the parameters its SVG art is drawn from. */
export async function mediaArtByPath(
  db: Db,
  path: string,
): Promise<{ title: string; hue: number; shape: string } | null> {
  const row = await db.selectFrom('media').selectAll().where('path', '=', path).executeTakeFirst();
  return row ? { title: row.title, hue: row.hue, shape: row.shape } : null;
}

/**
 * The gallery images of several products, in one statement.
 *
 * @param db - the connection
 * @param productIds - the products
 * @returns each product's images in gallery order; every id given has an entry
 */
export async function galleriesOfProducts(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, MediaItem[]>> {
  const rows =
    productIds.length === 0
      ? []
      : await db
          .selectFrom('product_gallery as g')
          .innerJoin('media as m', 'm.id', 'g.media_id')
          .selectAll('m')
          .select('g.product_id')
          .where('g.product_id', 'in', productIds)
          .orderBy('g.product_id')
          .orderBy('g.position')
          .execute();
  const byProduct = new Map(productIds.map((id): [number, MediaItem[]] => [id, []]));
  for (const row of rows) byProduct.get(row.product_id)?.push(toMediaItem(row));
  return byProduct;
}
