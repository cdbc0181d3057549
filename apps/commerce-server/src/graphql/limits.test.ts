import { SERVER_MESSAGES } from '@peptide/domain';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { sdkOperations } from '../testing/sdk-operations';
import { useTestShop } from '../testing/shopper';
import {
  DOCUMENT_LIMITS,
  type DocumentLimits,
  documentLimitPlugins,
  MAX_ALIASES,
  MAX_COST,
  MAX_DIRECTIVES,
} from './limits';
import { buildSchema } from './schema';

/** Parses and validates `query` as the server does, under `limits`; returns the errors. */
function validateUnder(limits: DocumentLimits, query: string): string[] {
  const yoga = createYoga({ schema: buildSchema(), plugins: documentLimitPlugins(limits) });
  const { parse, validate, schema } = yoga.getEnveloped({ params: { query, variables: {} } });
  try {
    return validate(schema, parse(query)).map((error: Error) => error.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

const PRODUCT = `fragment F on Product {
  id databaseId name slug sku type onSale totalSales
  image { id sourceUrl altText }
  productCategories { nodes { id name slug } }
  ... on SimpleProduct { price regularPrice salePrice stockQuantity stockStatus }
}`;

/** `count` aliased product lists of `first` items each, through one fragment. */
const productLists = (count: number, first: number | string) =>
  `query ${first === '$n' ? '($n: Int) ' : ''}{ ${Array.from(
    { length: count },
    (_, n) => `a${n}: products(first: ${first}) { nodes { ...F } }`,
  ).join(' ')} } ${PRODUCT}`;

describe('document limits', () => {
  it('given every operation of the SDK, each passes the server validation at half of the cost, alias, directive and token limits', () => {
    const operations = sdkOperations();
    expect(operations.length).toBeGreaterThanOrEqual(39);
    const half: DocumentLimits = {
      maxCost: DOCUMENT_LIMITS.maxCost / 2,
      maxAliases: Math.floor(DOCUMENT_LIMITS.maxAliases / 2),
      maxDirectives: Math.floor(DOCUMENT_LIMITS.maxDirectives / 2),
      maxTokens: DOCUMENT_LIMITS.maxTokens / 2,
      maxDepth: DOCUMENT_LIMITS.maxDepth,
    };
    for (const { name, query } of operations) {
      expect({ name, errors: validateUnder(half, query) }).toEqual({ name, errors: [] });
    }
  });

  it('given the dearest operation of the SDK, a cart mutation, it costs more than a third of the limit (the limit is not loose)', () => {
    const addToCart = sdkOperations().find((operation) => operation.name === 'AddToCart');
    const third = { ...DOCUMENT_LIMITS, maxCost: MAX_COST / 3 };
    expect(validateUnder(third, addToCart?.query ?? '')).toEqual([
      SERVER_MESSAGES.queryTooCostly(MAX_COST / 3),
    ]);
  });

  describe('over HTTP', () => {
    const shop = useTestShop('all');

    const post = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(shop.server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      return { status: response.status, body };
    };

    it('given fifty aliased product lists of 100 through a fragment, the document is refused with a 400 before anything runs', async () => {
      const hostile = productLists(50, 100);
      expect(hostile.length).toBeLessThan(2600);
      const { status, body } = await post(hostile);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.map((error) => error.message)).toEqual([
        SERVER_MESSAGES.tooManyAliases(MAX_ALIASES),
      ]);
    });

    it('given ten aliased lists of 1,000, or one list whose size comes in a variable, over the cost limit, it is refused with a 400', async () => {
      const within = await post(productLists(1, '$n'), { n: 100 });
      expect(within.status).toBe(200);
      for (const [query, variables] of [
        [productLists(MAX_ALIASES, 1000), {}],
        [productLists(1, '$n'), { n: 100_000 }],
      ] as const) {
        const { status, body } = await post(query, variables);
        expect(status).toBe(400);
        expect(body.errors?.map((error) => error.message)).toEqual([
          SERVER_MESSAGES.queryTooCostly(MAX_COST),
        ]);
      }
      const { status, body } = await post(productLists(1, '$n'), { n: 100 });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
    });

    it('given more directives than the limit, the document is refused with a 400', async () => {
      const fields = Array.from({ length: MAX_DIRECTIVES + 1 }, () => 'total @include(if: true)');
      const { status, body } = await post(`{ cart { ${fields.join(' ')} } }`);
      expect(status).toBe(400);
      expect(body.errors?.map((error) => error.message)).toEqual([
        SERVER_MESSAGES.tooManyDirectives(MAX_DIRECTIVES),
      ]);
    });
  });
});
