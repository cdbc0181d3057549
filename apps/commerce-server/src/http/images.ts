import type { ServerResponse } from 'node:http';
import { SERVER_MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { drawArt } from '../seed/svg-art';
import { mediaArtByPath } from '../store/media';
import { sendJson } from './respond';

/** `GET /images/…svg`: the generated art of a stored image, cacheable for a day. */
export async function handleImage(res: ServerResponse, pathname: string, db: Db): Promise<void> {
  const art = await mediaArtByPath(db, pathname);
  if (!art) {
    sendJson(res, 404, { error: SERVER_MESSAGES.imageNotFound });
    return;
  }
  res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
  res.end(drawArt(art));
}
