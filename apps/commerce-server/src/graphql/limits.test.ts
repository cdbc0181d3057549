import { SERVER_MESSAGES } from '@peptide/domain';
import { Kind, parse } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { type SdkOperation, sdkOperations } from '../testing/sdk-operations';
import { useTestShop } from '../testing/shopper';
import { documentCost } from './document-cost';
import {
  DOCUMENT_LIMITS,
  type DocumentLimits,
  documentLimitPlugins,
  MAX_ALIASES,
  MAX_COST,
  MAX_DEPTH,
  MAX_DIRECTIVES,
} from './limits';
import { buildSchema } from './schema';

const untrusted = () => false;

/** Parses and validates `query` as the server does, under `limits`; returns the errors. */
function validateUnder(
  limits: DocumentLimits,
  query: string,
  variables: Record<string, unknown> = {},
): string[] {
  const yoga = createYoga({
    schema: buildSchema(),
    plugins: documentLimitPlugins(limits, untrusted),
  });
  const { parse, validate, schema } = yoga.getEnveloped({ params: { query, variables } });
  try {
    return validate(schema, parse(query)).map((error: Error) => error.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

/** Every Int variable of the operation at 100: each page it asks for as full as a page can be. */
function fullPages({ query }: SdkOperation): Record<string, number> {
  const [operation] = parse(query).definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return {};
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).flatMap((definition) => {
      const type =
        definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
      return type.kind === Kind.NAMED_TYPE && type.name.value === 'Int'
        ? [[definition.variable.name.value, 100]]
        : [];
    }),
  );
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

/** `count` aliased product lists whose page size is `$size`, asked for by offset. */
const offsetLists = (count: number) =>
  `query ($size: Int) { ${Array.from(
    { length: count },
    (_, n) => `a${n}: products(where: { offsetPagination: { size: $size } }) { nodes { ...F } }`,
  ).join(' ')} } ${PRODUCT}`;

/**
 * A document shaped as a real storefront's: a cart nesting `levels` deep in GraphQL Armor's count
 * (each redundant inline fragment is a level) with `aliases` aliased product fields.
 */
function storefrontDocument(levels: number, aliases: number): string {
  const padding = levels - 6; // cart, contents, nodes, product, node and the aliased fields
  const fields = Array.from({ length: aliases }, (_, n) => `f${n}: name`).join(' ');
  return `{ cart { contents(first: 100) { nodes { product { node { ${'... on Product { '.repeat(
    padding,
  )}${fields}${' }'.repeat(padding)} } } } } } }`;
}

describe('document limits', () => {
  it('given every operation of the SDK, untrusted and with every page full, each passes at half of the cost, alias, directive and token limits', () => {
    const operations = sdkOperations();
    expect(operations.length).toBeGreaterThanOrEqual(39);
    const half: DocumentLimits = {
      ...DOCUMENT_LIMITS,
      maxCost: DOCUMENT_LIMITS.maxCost / 2,
      maxAliases: Math.floor(DOCUMENT_LIMITS.maxAliases / 2),
      maxDirectives: Math.floor(DOCUMENT_LIMITS.maxDirectives / 2),
      maxTokens: DOCUMENT_LIMITS.maxTokens / 2,
    };
    for (const operation of operations) {
      const errors = validateUnder(half, operation.query, fullPages(operation));
      expect({ name: operation.name, errors }).toEqual({ name: operation.name, errors: [] });
    }
  });

  it('given the dearest operation of the SDK with full pages, it costs more than a fourth of the limit (the limit is not loose)', () => {
    const schema = buildSchema();
    const costs = sdkOperations().map((operation) =>
      documentCost(schema, parse(operation.query), { variables: fullPages(operation) }),
    );
    expect(Math.max(...costs)).toBeGreaterThan(MAX_COST / 4);
    expect(Math.max(...costs)).toBeLessThan(MAX_COST / 2);
  });

  it("given a real storefront's shape, 20 levels deep with 40 aliases, it passes; one level or alias over the limit is refused", () => {
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(20, 40))).toEqual([]);
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(MAX_DEPTH, MAX_ALIASES))).toEqual([]);
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(MAX_DEPTH + 1, 1))).toEqual([
      SERVER_MESSAGES.queryTooDeep(MAX_DEPTH),
    ]);
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(20, MAX_ALIASES + 1))).toEqual([
      SERVER_MESSAGES.tooManyAliases(MAX_ALIASES),
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

    const expectTooCostly = async (query: string, variables: Record<string, unknown> = {}) => {
      const { status, body } = await post(query, variables);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.map((error) => error.message)).toEqual([
        SERVER_MESSAGES.queryTooCostly(MAX_COST),
      ]);
    };

    it('given forty aliased product lists of 100 through a fragment, the document is refused with a 400 before anything runs', async () => {
      await expectTooCostly(productLists(40, 100));
    });

    it('given lists of 1,000 or sized in variables, first or offsetPagination.size, each counts its page of at most 100, whatever the document answered before', async () => {
      const within = async (query: string, variables: Record<string, unknown>) => {
        const { status, body } = await post(query, variables);
        expect({ query, status, errors: body.errors }).toEqual({
          query,
          status: 200,
          errors: undefined,
        });
      };
      await within(productLists(1, 1000), {});
      await within(productLists(1, '$n'), { n: 100_000 });
      await within(offsetLists(1), { size: 100 });
      await expectTooCostly(productLists(10, 1000));
      // One document, passed then refused then passed again: the cost is not cached with it.
      await within(offsetLists(5), { size: 10 });
      await expectTooCostly(offsetLists(5), { size: 100 });
      await within(offsetLists(5), { size: 10 });
      await within(productLists(5, '$n'), { n: 10 });
      await expectTooCostly(productLists(5, '$n'), { n: 100 });
    });

    it('given more aliases or directives than the limits, the document is refused with a 400', async () => {
      const aliased = Array.from({ length: MAX_ALIASES + 1 }, (_, n) => `a${n}: total`);
      const directed = Array.from({ length: MAX_DIRECTIVES + 1 }, () => 'total @include(if: true)');
      for (const [fields, message] of [
        [aliased, SERVER_MESSAGES.tooManyAliases(MAX_ALIASES)],
        [directed, SERVER_MESSAGES.tooManyDirectives(MAX_DIRECTIVES)],
      ] as const) {
        const { status, body } = await post(`{ cart { ${fields.join(' ')} } }`);
        expect(status).toBe(400);
        expect(body.errors?.map((error) => error.message)).toEqual([message]);
      }
    });
  });
});
