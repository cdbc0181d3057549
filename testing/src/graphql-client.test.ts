import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddToCartDocument, GetCartDocument, GetProductsDocument, stockOf } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from './commerce-server';
import { graphql, NoAnswer, sendOperation } from './graphql-client';

const server = commerceServerPerFile();

/** A simple product of the seed that is in stock, by its traits. */
async function inStockSimpleProduct(): Promise<number> {
  const { data } = await graphql(server.endpoint, GetProductsDocument, { first: 100 });
  const product = data.products?.nodes?.find(
    (node) => node?.type === 'SIMPLE' && stockOf(node).stockStatus === 'IN_STOCK',
  );
  if (!product) throw new Error('the seed has no simple in-stock product');
  return product.databaseId;
}

describe('the one GraphQL test client', () => {
  it('given an SDK document, it answers the typed data and the session the server opened', async () => {
    const productId = await inStockSimpleProduct();
    const added = await graphql(server.endpoint, AddToCartDocument, { productId, quantity: 2 });
    expect(added.data.addToCart?.cartItem?.quantity).toBe(2);
    expect(added.session).toBeTruthy();
  });

  it('given the session back, it reads the same cart, as the storefront would', async () => {
    const productId = await inStockSimpleProduct();
    const { session } = await graphql(server.endpoint, AddToCartDocument, { productId });
    const { data } = await graphql(server.endpoint, GetCartDocument, {}, { session });
    expect(data.cart?.contents?.nodes?.map((line) => line?.product?.node?.databaseId)).toEqual([
      productId,
    ]);
  });

  it('given an operation the server refuses, sendOperation answers its errors and graphql throws them', async () => {
    const query = 'mutation { addToCart(input: { productId: -1 }) { cartItem { key } } }';
    const answer = await sendOperation(server.endpoint, query);
    expect(answer.status).toBe(200);
    expect(answer.errors.length).toBeGreaterThan(0);
    expect(answer.malformed).toBeNull();
    expect(answer.ms).toBeGreaterThan(0);
    await expect(graphql(server.endpoint, AddToCartDocument, { productId: -1 })).rejects.toThrow(
      answer.errors[0]?.message ?? 'no message',
    );
  });

  it('given a body that is not a GraphQL answer, it says so in malformed rather than throwing', async () => {
    const page = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>bad gateway</html>');
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = page.address() as AddressInfo;
      const answer = await sendOperation(`http://127.0.0.1:${port}/graphql`, '{ __typename }');
      expect(answer).toMatchObject({ status: 502, data: null, errors: [] });
      expect(answer.malformed).toBe('<html>bad gateway</html>');
    } finally {
      page.close();
    }
  });

  it('given no server listening, it throws NoAnswer', async () => {
    await expect(sendOperation('http://127.0.0.1:9/graphql', '{ __typename }')).rejects.toThrow(
      NoAnswer,
    );
  });
});
