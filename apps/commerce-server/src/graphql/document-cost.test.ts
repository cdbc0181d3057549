import { buildSchema as buildSdl, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentCost } from './document-cost';
import { buildSchema } from './schema';

/** A schema unlike the shop's, to show that connections are read from the schema. */
const WIDGETS = buildSdl(`
  type Query {
    widgets(first: Int, last: Int, where: WidgetWhere): WidgetConnection
    gadgets(first: Int = 50): GadgetConnection
    tags: [Tag]
    settings: SettingsConnection
    recent(first: Int): [Widget]
  }
  input WidgetWhere { offsetPagination: OffsetPagination }
  input OffsetPagination { offset: Int, size: Int }
  type WidgetConnection { nodes: [Widget] }
  type GadgetConnection { nodes: [Widget] }
  type SettingsConnection { nodes: [Tag] }
  type Widget { id: ID name: String tags: [Tag] parts(first: Int): PartConnection }
  type PartConnection { nodes: [Tag] }
  type Tag { name: String }
`);

const cost = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  documentCost(WIDGETS, parse(query), { variables, operationName });

describe('documentCost', () => {
  it('given a connection, it counts the items of its page, first, last or offsetPagination.size, inline or in variables, and not the fields it selects', () => {
    expect(cost('{ widgets(first: 5) { nodes { id name } } }')).toBe(5);
    expect(cost('{ widgets(first: 5) { nodes { id } } }')).toBe(5);
    expect(cost('{ widgets(last: 7) { nodes { id name } } }')).toBe(7);
    expect(cost('{ widgets(where: { offsetPagination: { size: 30 } }) { nodes { id } } }')).toBe(
      30,
    );
    const sizes = [
      ['query ($n: Int) { widgets(first: $n) { nodes { id } } }', { n: 30 }],
      ['query ($n: Int = 30) { widgets(first: $n) { nodes { id } } }', {}],
      [
        'query ($s: Int) { widgets(where: { offsetPagination: { size: $s } }) { nodes { id } } }',
        { s: 30 },
      ],
      [
        'query ($w: WidgetWhere) { widgets(where: $w) { nodes { id } } }',
        { w: { offsetPagination: { size: 30 } } },
      ],
      [
        'query ($p: OffsetPagination) { widgets(where: { offsetPagination: $p }) { nodes { id } } }',
        { p: { size: 30 } },
      ],
    ] as const;
    for (const [query, variables] of sizes) expect(cost(query, variables)).toBe(30);
  });

  it('given no size, a connection counts its page as the default of its first argument, else 10; any size counts 100 at most', () => {
    expect(cost('{ widgets { nodes { id } } }')).toBe(10);
    expect(cost('query ($n: Int) { widgets(first: $n) { nodes { id } } }')).toBe(10);
    expect(cost('{ gadgets { nodes { id } } }')).toBe(50);
    expect(cost('{ widgets(first: 1000) { nodes { id } } }')).toBe(100);
    expect(cost('query ($n: Int) { widgets(first: $n) { nodes { id } } }', { n: 10 ** 9 })).toBe(
      100,
    );
  });

  it('given a field that is no connection (a plain list, a Connection type without first, a list taking first), it counts nothing', () => {
    expect(cost('{ tags { name } }')).toBe(0);
    expect(cost('{ settings { nodes { name } } }')).toBe(0);
    expect(cost('{ recent(first: 100) { id } }')).toBe(0);
    expect(cost('{ recent(first: 100) { parts(first: 3) { nodes { name } } } }')).toBe(3);
  });

  it('given pages within pages, through fragments and inline fragments, the sizes multiply; of several operations the one named counts', () => {
    const nested = `{ widgets(first: 10) { ...W } }
      fragment W on WidgetConnection { nodes { ... on Widget { id parts(first: 20) { nodes { name } } } } }`;
    expect(cost(nested)).toBe(10 * (1 + 20));
    const two = 'query A { tags { name } } query B { widgets(first: 3) { nodes { id } } }';
    expect(cost(two, {}, 'A')).toBe(0);
    expect(cost(two, {}, 'B')).toBe(3);
    expect(cost(two)).toBe(0);
  });

  it('given fragments that spread each other twice over, thirty deep, the cost is counted at once', () => {
    const fragments = Array.from(
      { length: 30 },
      (_, n) =>
        `fragment F${n} on Widget { id ${n < 29 ? `...F${n + 1} ...F${n + 1}` : 'parts(first: 1) { nodes { name } }'} }`,
    );
    const started = performance.now();
    expect(cost(`{ recent { ...F0 } } ${fragments.join(' ')}`)).toBe(2 ** 29);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("given the shop's schema, products(where: { offsetPagination }) and the schema's other connections are counted by their page", () => {
    const schema = buildSchema();
    const offset =
      'query ($size: Int) { products(where: { offsetPagination: { offset: 0, size: $size } }) { nodes { id } } }';
    expect(documentCost(schema, parse(offset), { variables: { size: 100 } })).toBe(100);
    const cart = parse('{ cart { contents { nodes { key } } } }');
    expect(documentCost(schema, cart, { variables: {} })).toBe(10);
  });
});
