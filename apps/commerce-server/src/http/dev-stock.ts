import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { setStock } from '../store/restock';
import { readBody, sendJson } from './respond';

/** The body of POST /dev/stock. */
const DevStockSchema = z.object({
  productId: z.number().int().positive(),
  variationId: z.number().int().positive().nullable().optional(),
  quantity: z.number().int().min(0).max(1_000_000),
});

/**
 * Sets the stock of a product or variation: the development and test stand-in for a shop
 * manager's restock. Served only beside the development outbox, so tests can restock and read
 * the back-in-stock e-mails that follow.
 *
 * @param req - `{ productId, variationId?, quantity }` as JSON
 * @param res - 204 when set, 400 for a bad body, 404 for no such item with managed stock
 */
export async function handleDevStock(
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  config: ServerConfig,
): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, 1_000)) ?? '');
  } catch {
    return sendJson(res, 400, { error: 'The body must be JSON.' });
  }
  const parsed = DevStockSchema.safeParse(body);
  if (!parsed.success) return sendJson(res, 400, { error: parsed.error.message });
  const { productId, variationId, quantity } = parsed.data;
  const found = await setStock(
    db,
    { productId, variationId: variationId ?? null, quantity },
    config,
    config.now(),
  );
  if (!found) return sendJson(res, 404, { error: 'No such item with managed stock.' });
  res.writeHead(204);
  res.end();
}
