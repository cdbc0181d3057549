import type { Db } from '../db/database';

/** Stores one generated image and answers its id; the SVG is drawn from these on request. */
export type AddMedia = (
  path: string,
  title: string,
  hue: number,
  shape: 'vial' | 'document',
) => Promise<number>;

/**
 * An image writer for the seed, numbering images from 501.
 *
 * @param db - the database being seeded
 * @returns a function that stores one image and answers its id
 */
export function mediaWriter(db: Db): AddMedia {
  let mediaId = 500;
  return async (path, title, hue, shape) => {
    mediaId += 1;
    const id = mediaId;
    await db.insertInto('media').values({ id, path, alt_text: title, title, hue, shape }).execute();
    return id;
  };
}
