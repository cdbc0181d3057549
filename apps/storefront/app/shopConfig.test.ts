import { INSURANCE_PRODUCT_NAME } from '@peptide/domain';
import { createServerClient, GetProductsDocument } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { query } from './lib/commerce.server';
import { INSURANCE_PRODUCT_ID } from './shopConfig';
import { commerceServerPerFile } from './testing/commerceServer';

const commerce = commerceServerPerFile();

describe('shopConfig', () => {
  it('given the seeded catalogue / INSURANCE_PRODUCT_ID is the shipping insurance', async () => {
    const client = createServerClient({ endpoint: commerce.endpoint });
    const { products } = await query(client, GetProductsDocument, { first: 100 });
    const insurance = products?.nodes?.find((node) => node?.databaseId === INSURANCE_PRODUCT_ID);
    expect(insurance?.name).toBe(INSURANCE_PRODUCT_NAME);
  });
});
