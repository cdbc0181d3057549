import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** The hash kept of a link's token: the token itself lives only in the e-mail. */
export const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The storefront links an e-mail about a request carries. */
export interface NotificationLinks {
  /** The storefront's origin, without a trailing slash. */
  storefrontUrl: string;
}

/** A storefront link that confirms or cancels a request with its token. */
export function tokenLink(
  links: NotificationLinks,
  action: 'confirm' | 'unsubscribe',
  token: string,
) {
  const query = new URLSearchParams({ action, token });
  return `${links.storefrontUrl}/stock-notification?${query.toString()}`;
}

/** Gives a request a fresh token (only its hash is kept) and returns the token. */
export async function renewToken(db: Db, id: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db
    .updateTable('stock_notifications')
    .set({ token_hash: hash(token) })
    .where('id', '=', id)
    .execute();
  return token;
}
