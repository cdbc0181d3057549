import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { seed } from '../seed/seed';
import { SEEDED } from '../testing/shopper';
import { openTestDatabase } from '../testing/test-database';
import { requestStockNotification } from './stock-notifications';

const NOW = Date.parse('2026-01-15T10:00:00Z');
const LINKS = { storefrontUrl: 'http://shop.test' };

describe('back-in-stock requests made at the same moment', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, NOW);
  });
  afterEach(() => handle.close());

  it('given six identical guest requests at once, all are answered and one request with one e-mail is kept', async () => {
    const request = {
      productId: SEEDED.ghk,
      variationId: null,
      email: 'twice@example.com',
      customerId: null,
    };
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => requestStockNotification(handle.db, request, LINKS, NOW)),
    );
    expect(statuses).toEqual(Array(6).fill('UNCONFIRMED'));
    const rows = await handle.db
      .selectFrom('stock_notifications')
      .select('id')
      .where('email', '=', request.email)
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await handle.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', request.email)
      .execute();
    expect(mails).toHaveLength(1);
  });
});
