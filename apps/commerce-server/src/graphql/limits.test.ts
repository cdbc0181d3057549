import { SERVER_MESSAGES } from '@peptide/domain';
import { Kind, parse } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../config';
import { type SdkOperation, sdkOperations } from '../testing/sdk-operations';
import { useTestShop } from '../testing/shopper';
import { documentCost } from './document-cost';
import {
  DOCUMENT_LIMITS,
  type DocumentLimits,
  documentLimitPlugins,
  MAX_ALIASES,
  MAX_COST,
  MAX_DIRECTIVES,
  MAX_RESOLVED_NODES,
} from './limits';
import { buildSchema } from './schema';
import {
  CART,
  FORTY_LISTS,
  ORDERS,
  PRODUCT_LIST,
  PRODUCT_PAGE,
  PRODUCTS_WITH_VARIATIONS,
} from './woographql-clients/storefront-documents';

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
const productLists = (count: number, first: number) =>
  `{ ${Array.from(
    { length: count },
    (_, n) => `a${n}: products(first: ${first}) { nodes { ...F } }`,
  ).join(' ')} } ${PRODUCT}`;

/** Products, their variations and the variations' attributes, each page `$n` items. */
const VARIATIONS_BY_FIRST = `query ($n: Int) { products(first: $n) { nodes {
  ... on VariableProduct { variations(first: $n) { nodes { attributes(first: $n) { nodes { name } } } } }
} } }`;

/** The same three pages, the products' asked for by offset. */
const VARIATIONS_BY_OFFSET = `query ($n: Int) { products(where: { offsetPagination: { size: $n } }) { nodes {
  ... on VariableProduct { variations(first: $n) { nodes { attributes(first: $n) { nodes { name } } } } }
} } }`;

/**
 * A document shaped as a real storefront's: a cart whose `aliases` aliased fields sit `fields`
 * fields deep, through related products with an inline fragment `... on Product` at every level
 * (no level of its own).
 */
function storefrontDocument(fields: number, aliases: number): string {
  // cart, contents, nodes, product, node, the aliased fields: 6; each related level 2 more, and an
  // image around the aliased fields 1 more when the count is odd.
  const levels = Math.floor((fields - 6) / 2);
  const image = (fields - 6) % 2 === 1;
  const aliased = Array.from({ length: aliases }, (_, n) => `f${n}: ${image ? 'title' : 'name'}`);
  const inner = image ? `image { ${aliased.join(' ')} }` : aliased.join(' ');
  const related = 'related(first: 1) { nodes { ... on Product { ';
  return `{ cart { contents(first: 100) { nodes { product { node { ${related.repeat(levels)}${inner}${' } } }'.repeat(levels)} } } } } } }`;
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

  it("given a real storefront's documents at its page sizes, each asks for under a fourth of the limit; a third level of full pages is over it", () => {
    const schema = buildSchema();
    const nodes = (query: string, variables: Record<string, unknown> = {}) =>
      documentCost(schema, parse(query), { variables });
    // Fields are not counted: only each connection's page times the pages above it.
    expect(nodes(PRODUCTS_WITH_VARIATIONS)).toBe(100 + 100 * 100);
    expect(nodes(PRODUCT_LIST)).toBe(118_100);
    expect(nodes(PRODUCT_PAGE)).toBe(119_380);
    expect(nodes(CART)).toBe(118_100);
    expect(nodes(ORDERS)).toBe(2_100);
    expect(nodes(FORTY_LISTS)).toBe(44_000);
    for (const query of [PRODUCT_LIST, PRODUCT_PAGE, CART])
      expect(nodes(query)).toBeLessThan(MAX_COST / 4);
    expect(nodes(VARIATIONS_BY_FIRST, { n: 100 })).toBe(100 * (1 + 100 * (1 + 100)));
    expect(nodes(VARIATIONS_BY_FIRST, { n: 100 })).toBeGreaterThan(MAX_COST);
  });

  it("given the SDK's dearest operation with full pages, it asks for under a tenth of the limit", () => {
    const schema = buildSchema();
    const costs = sdkOperations().map((operation) =>
      documentCost(schema, parse(operation.query), { variables: fullPages(operation) }),
    );
    expect(Math.max(...costs)).toBeLessThan(MAX_COST / 10);
  });

  it("given a real storefront's shape, 21 fields deep with an inline fragment at each level and 40 aliases, it passes; one field or alias over the limit is refused", () => {
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(21, 40))).toEqual([]);
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(MAX_DEPTH, MAX_ALIASES))).toEqual([]);
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(MAX_DEPTH + 1, 1))).toEqual([
      SERVER_MESSAGES.queryTooDeep(MAX_DEPTH),
    ]);
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(MAX_DEPTH + 2, 1))).toEqual([
      SERVER_MESSAGES.queryTooDeep(MAX_DEPTH),
    ]);
    expect(validateUnder(DOCUMENT_LIMITS, storefrontDocument(20, MAX_ALIASES + 1))).toEqual([
      SERVER_MESSAGES.tooManyAliases(MAX_ALIASES),
    ]);
  });

  it('given fragments spreading each other, their fields count where they are spread and the fragments add no level', () => {
    const chain = (count: number) =>
      `{ cart { ...F0 } } ${Array.from(
        { length: count },
        (_, n) =>
          `fragment F${n} on Cart { total ${n < count - 1 ? `contents { nodes { product { node { ... on Product { image { title } } } } } } ...F${n + 1}` : ''} }`,
      ).join(' ')}`;
    // The deepest path is cart, contents, nodes, product, node, image, title: 7, however many fragments.
    expect(validateUnder(DOCUMENT_LIMITS, chain(30))).toEqual([]);
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

    const expectTooCostly = async (
      query: string,
      variables: Record<string, unknown> = {},
      max = MAX_COST,
    ) => {
      const { status, body } = await post(query, variables);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.map((error) => error.message)).toEqual([
        SERVER_MESSAGES.queryTooCostly(max),
      ]);
    };

    const within = async (query: string, variables: Record<string, unknown> = {}) => {
      const { status, body } = await post(query, variables);
      expect({ query, status, errors: body.errors }).toEqual({
        query,
        status: 200,
        errors: undefined,
      });
    };

    it('given forty aliased product lists of 100 through a fragment, the query is stopped with a 400 once it has answered the limit of nodes; ten such lists are answered', async () => {
      await expectTooCostly(productLists(40, 100), {}, MAX_RESOLVED_NODES);
      await expectTooCostly(FORTY_LISTS, {}, MAX_RESOLVED_NODES);
      await within(productLists(10, 100));
    });

    it('given three levels of pages of 1,000 or sized in variables, first or offsetPagination.size, each counts its page of at most 100 and the document is refused before it runs, whatever it answered before', async () => {
      await within(productLists(1, 1000));
      await within(VARIATIONS_BY_FIRST, { n: 10 });
      await expectTooCostly(VARIATIONS_BY_FIRST, { n: 100 });
      await expectTooCostly(VARIATIONS_BY_FIRST, { n: 100_000 });
      // One document, passed then refused then passed again: the cost is not cached with it.
      await within(VARIATIONS_BY_OFFSET, { n: 10 });
      await expectTooCostly(VARIATIONS_BY_OFFSET, { n: 100 });
      await within(VARIATIONS_BY_OFFSET, { n: 10 });
    });

    it('given a mutation whose answer asks for more than the limit of nodes, it is refused before it runs', async () => {
      const add = `mutation { addToCart(input: { productId: 101, quantity: 1 }) { cart { contents(first: 100) { nodes {
        product { node { ... on VariableProduct { variations(first: 100) { nodes { attributes(first: 100) { nodes { name } } } } } } }
      } } } } }`;
      await expectTooCostly(add);
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
