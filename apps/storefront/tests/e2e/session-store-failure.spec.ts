import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@peptide/domain';
import { sendOperation } from '@peptide/test-support/client';
import { SESSION_RETRY_AFTER_SECONDS } from '../../app/lib/sessionUnavailable.server';
import { expect, test } from './fixtures';
import { postFrom } from './from-address';
import { ownStorefront } from './own-storefront';

// Every answer's own headers come from the root's outer middleware: a storefront whose session
// folder turns into a file after its start answers a cart form 503, saying when to try again,
// which instance answered, and that nothing may keep it.

// The storefront makes the folder at its start.
const sessions = join(tmpdir(), `storefront-sessions-${randomUUID()}`);
const ownUrl = ownStorefront({ STOREFRONT_SESSION_DIR: sessions, STOREFRONT_INSTANCE_ID: 'own-1' });

test.afterAll(() => {
  rmSync(sessions, { recursive: true, force: true });
});

test('given a session store that fails / a cart form is answered 503 with Retry-After, x-served-by and no-store, in the shopper’s words', async () => {
  const graphqlUrl = process.env.E2E_COMMERCE_URL ?? '';
  const answer = await sendOperation<{ product: { databaseId: number } }>(
    graphqlUrl,
    'query { product(id: "bpc-157-5mg", idType: SLUG) { databaseId } }',
    {},
  );
  const fields = {
    intent: 'add',
    productId: String(answer.data?.product.databaseId),
    quantity: '1',
  };
  const served = await fetch(`${ownUrl()}/shop`);
  expect(served.headers.get('x-served-by')).toBe('own-1');
  expect(served.headers.has('retry-after')).toBe(false);

  rmSync(sessions, { recursive: true, force: true });
  writeFileSync(sessions, 'not a folder');
  const reply = await postFrom(ownUrl(), '/cart', { from: '127.0.0.91', fields });
  expect(reply.status).toBe(503);
  expect(reply.headers['retry-after']).toBe(String(SESSION_RETRY_AFTER_SECONDS));
  expect(reply.headers['x-served-by']).toBe('own-1');
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.body).toContain(MESSAGES.sessionUnavailable);
});
