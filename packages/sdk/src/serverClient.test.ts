import { SESSION_HEADER } from '@peptide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { GetCartDocument, GetProductsDocument } from './generated/graphql';
import { createServerClient } from './serverClient';
import { commerceServerPerFile } from './testing/commerceServer';
import { type LoopbackServer, startLoopback } from './testing/loopbackServer';

const server = commerceServerPerFile();

describe('createServerClient', () => {
  let backend: LoopbackServer | undefined;
  afterEach(async () => {
    await backend?.close();
    backend = undefined;
  });

  it('given a backend that hands out a session, it never sends one back, even on the same client', async () => {
    backend = await startLoopback(() => ({
      headers: { [SESSION_HEADER]: 'a-session-for-someone' },
      body: { data: { cart: null } },
    }));
    const client = createServerClient({ endpoint: backend.url });
    await client.query(GetCartDocument, {}).toPromise();
    await client.query(GetCartDocument, {}).toPromise();
    expect(backend.requests).toHaveLength(2);
    for (const request of backend.requests) {
      expect(request.headers[SESSION_HEADER]).toBeUndefined();
      expect(request.headers.authorization).toBeUndefined();
    }
  });

  it('given two concurrent requests, each gets its own answer and no cache serves the other', async () => {
    const first = createServerClient({ endpoint: server.endpoint });
    const second = createServerClient({ endpoint: server.endpoint });
    const [all, few] = await Promise.all([
      first.query(GetProductsDocument, { first: 100 }).toPromise(),
      second.query(GetProductsDocument, { first: 2 }).toPromise(),
    ]);
    expect(all.data?.products?.nodes?.length).toBeGreaterThan(2);
    expect(few.data?.products?.nodes).toHaveLength(2);
  });

  it('given a status over 299, the answer fails with `Response not successful: Received status code N`', async () => {
    backend = await startLoopback(() => ({ status: 503, body: 'down' }));
    const result = await createServerClient({ endpoint: backend.url })
      .query(GetProductsDocument, {})
      .toPromise();
    expect(result.error?.networkError?.message).toBe(
      'Response not successful: Received status code 503',
    );
  });
});
