import { createServerClient, GetProductBySlugDocument, GetProductsDocument } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import { query } from './commerce.server';
import { CacheShort } from './swrCache.server';

const server = commerceServerPerFile();

/** A server client on the real commerce server that counts the requests reaching it. */
function countingClient() {
  const sent: string[] = [];
  const client = createServerClient({
    endpoint: server.endpoint,
    fetch: (input, init) => {
      sent.push(String(init?.body));
      return fetch(input, init);
    },
  });
  return { client, sent };
}

describe('query', () => {
  it('given a cache policy / an answer within it is served again without reaching the backend', async () => {
    const first = countingClient();
    const answer = await query(first.client, GetProductsDocument, { first: 3 }, CacheShort());
    const second = countingClient();
    const again = await query(second.client, GetProductsDocument, { first: 3 }, CacheShort());
    expect(again).toEqual(answer);
    expect(again.products?.nodes).toHaveLength(3);
    expect(first.sent).toHaveLength(1);
    expect(second.sent).toHaveLength(0);
  });

  it('given other variables / the answers are kept apart', async () => {
    const { client, sent } = countingClient();
    const two = await query(client, GetProductsDocument, { first: 2 }, CacheShort());
    const four = await query(client, GetProductsDocument, { first: 4 }, CacheShort());
    expect([two.products?.nodes?.length, four.products?.nodes?.length]).toEqual([2, 4]);
    expect(sent).toHaveLength(2);
  });

  it('given a cached answer / a caller changing it leaves the next caller its own copy', async () => {
    const { client } = countingClient();
    const answer = await query(client, GetProductsDocument, { first: 1 }, CacheShort());
    answer.products?.nodes?.pop();
    const again = await query(client, GetProductsDocument, { first: 1 }, CacheShort());
    expect(again.products?.nodes).toHaveLength(1);
  });

  it('given no cache policy / every query reaches the backend', async () => {
    const { client, sent } = countingClient();
    await query(client, GetProductsDocument, { first: 5 });
    await query(client, GetProductsDocument, { first: 5 });
    expect(sent).toHaveLength(2);
  });

  it('given a failing query / the failure is passed on and not kept', async () => {
    const { client, sent } = countingClient();
    const missing = () =>
      query(client, GetProductBySlugDocument, { slug: 'no-such-product' }, CacheShort());
    await expect(missing()).rejects.toMatchObject({ notFound: true });
    await expect(missing()).rejects.toMatchObject({ notFound: true });
    expect(sent).toHaveLength(2);
  });
});
