import { sendOperation } from '@peptide/test-support/client';
import type { APIRequestContext } from '@playwright/test';
import { INSURANCE_PRODUCT_ID } from '../../app/shopConfig';
import { expect, test } from './fixtures';

/** Posts one cart form to the /cart action as the shop's own page would. */
async function postCart(request: APIRequestContext, fields: Record<string, string>) {
  const storefront = process.env.E2E_STOREFRONT_URL ?? '';
  const response = await request.post('/cart', {
    form: fields,
    headers: { Origin: new URL(storefront).origin },
    maxRedirects: 0,
  });
  expect(response.status(), JSON.stringify(fields)).toBeLessThan(500);
}

/** The session's cart lines as `/api/shopper` answers them: product id, key and quantity. */
async function cartLines(request: APIRequestContext) {
  const answer = (await (await request.get('/api/shopper')).json()) as {
    contents: {
      contents: {
        nodes: { key: string; quantity: number; product: { node: { databaseId: number } } }[];
      };
    } | null;
  };
  return (answer.contents?.contents.nodes ?? []).map((line) => ({
    key: line.key,
    productId: line.product.node.databaseId,
    quantity: line.quantity,
  }));
}

const insuranceLines = async (request: APIRequestContext) =>
  (await cartLines(request)).filter((line) => line.productId === INSURANCE_PRODUCT_ID);

test('given the shipping insurance / added with any quantity, added again or stepped up, it stays one line of one', async ({
  request,
}) => {
  const add = { intent: 'add', productId: String(INSURANCE_PRODUCT_ID), quantity: '5' };
  await postCart(request, add);
  expect(await insuranceLines(request)).toMatchObject([{ quantity: 1 }]);

  await postCart(request, add);
  await postCart(request, { ...add, quantity: '1' });
  const [line] = await insuranceLines(request);
  expect(await insuranceLines(request)).toMatchObject([{ quantity: 1 }]);

  await postCart(request, { intent: 'increment', key: line?.key ?? '', quantity: '1' });
  await postCart(request, { intent: 'increment', key: line?.key ?? '', quantity: '7' });
  expect(await insuranceLines(request)).toMatchObject([{ quantity: 1 }]);
});

test('given another product / its quantity follows the form, beside the insurance of one', async ({
  request,
}) => {
  const found = await sendOperation<{ product?: { databaseId: number } }>(
    process.env.E2E_COMMERCE_URL ?? '',
    'query { product(id: "bpc-157-5mg", idType: SLUG) { databaseId } }',
  );
  const productId = String(found.data?.product?.databaseId ?? '');
  await postCart(request, { intent: 'add', productId, quantity: '5' });
  await postCart(request, {
    intent: 'add',
    productId: String(INSURANCE_PRODUCT_ID),
    quantity: '3',
  });
  const [line] = (await cartLines(request)).filter((each) => String(each.productId) === productId);
  expect(line?.quantity).toBe(5);
  await postCart(request, { intent: 'increment', key: line?.key ?? '', quantity: '5' });
  expect(await cartLines(request)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ productId: Number(productId), quantity: 6 }),
      expect.objectContaining({ productId: INSURANCE_PRODUCT_ID, quantity: 1 }),
    ]),
  );
});
