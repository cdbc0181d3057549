import { encodeBase64, MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../config';
import { ADD_TO_CART, SEEDED, useTestShop } from '../testing/shopper';
import { engineUnderTest } from '../testing/test-database';
import { MAX_ALIASES, MAX_NESTING, MAX_TOKENS } from './limits';

describe('bad input never crashes the server', () => {
  const shop = useTestShop('all');

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(shop.server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('given a malformed global id, the answer is a clear error', async () => {
    expect(await shop.shopper.error('{ product(id: "%%%not-base64") { name } }')).toMatch(
      /is not a valid product ID/,
    );
    expect(await shop.shopper.error('{ post(id: "bm9wZQ==") { title } }')).toMatch(
      /is not a valid post ID/,
    );
    expect(await shop.shopper.error('{ order(id: "abc", idType: DATABASE_ID) { total } }')).toMatch(
      /not a valid order database ID/,
    );
  });

  it('given unknown ids and slugs, products answer not found and posts answer null, as upstream', async () => {
    expect(
      await shop.shopper.error('{ product(id: "no-such-thing", idType: SLUG) { name } }'),
    ).toMatch(/No product was found corresponding to the slug: no-such-thing/);
    expect(await shop.shopper.error('{ product(id: "cHJvZHVjdDo5OTk5OTk=") { name } }')).toMatch(
      /No product was found/,
    );
    expect(await shop.shopper.ok('{ post(id: "no-such-post", idType: SLUG) { title } }')).toEqual({
      post: null,
    });
  });

  it('given invalid JSON, the answer is a GraphQL error with status 400, not 500', async () => {
    const response = await post('{"query": "{ products { nodes { name } } ');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBeTruthy();
  });

  it('given GET variables that are not JSON, the answer is a 400 with a clear message', async () => {
    const response = await fetch(
      `${shop.server.url}?query=${encodeURIComponent('{cart{total}}')}&variables=notjson`,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe(SERVER_MESSAGES.paramsNotJson);
  });

  it('given a NUL character in a coupon code, in a variable or in the operation text, the answer names the mistake', async () => {
    const bodies = [
      {
        query:
          'mutation ($code: String!) { applyCoupon(input: { code: $code }) { clientMutationId } }',
        variables: { code: 'a\u0000b' },
      },
      { query: 'mutation { applyCoupon(input: { code: "a\\u0000b" }) { clientMutationId } }' },
    ];
    for (const body of bodies) {
      const response = await post(JSON.stringify(body));
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { errors: { message: string }[] };
      // PostgreSQL cannot store the character; SQLite finds no such coupon.
      expect(answer.errors[0]?.message).toBe(
        engineUnderTest() === 'postgres'
          ? SERVER_MESSAGES.nulCharacter
          : SERVER_MESSAGES.couponDoesNotExist('a\u0000b'),
      );
    }
  });

  it('given selections nested hundreds or thousands deep (GET or POST), or more tokens than the limit, the answer is a 400', async () => {
    const deep = (levels: number) =>
      `{ cart ${'{ contents '.repeat(levels)}${'}'.repeat(levels + 1)}`;
    const responses = [
      await fetch(`${shop.server.url}?query=${encodeURIComponent(deep(100))}`),
      ...(await Promise.all(
        [100, 1000, 5000].map((levels) => post(JSON.stringify({ query: deep(levels) }))),
      )),
    ];
    for (const response of responses) {
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]?.message).toBe(SERVER_MESSAGES.queryNestedTooDeeply(MAX_NESTING));
    }
    const long = `{ ${Array.from({ length: MAX_TOKENS }, (_, n) => `a${n}: __typename`).join(' ')} }`;
    const response = await post(JSON.stringify({ query: long }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe(SERVER_MESSAGES.tooManyTokens(MAX_TOKENS));
    expect(await shop.shopper.error('{ cart { total } } }')).toMatch(/Syntax Error/);
  });

  it('given a query deeper than the limit, through fragments or nested, GET or POST, the answer is a 400 saying so', async () => {
    // Inline fragments are no level: products, nodes, 12 times productCategories and nodes, name.
    const fragments = `{ products { nodes { productCategories { nodes { image { title } } } ${'... on SimpleProduct { productCategories { nodes { '.repeat(12)}name${' } } }'.repeat(12)} } } }`;
    const nested = (levels: number) =>
      `{ cart ${'{ contents '.repeat(levels - 1)}${'}'.repeat(levels)}`;
    for (const query of [fragments, nested(MAX_DEPTH + 1), nested(MAX_NESTING - 1)]) {
      const responses = [
        await post(JSON.stringify({ query })),
        await fetch(`${shop.server.url}?query=${encodeURIComponent(query)}`),
      ];
      for (const response of responses) {
        expect(response.status).toBe(400);
        const body = (await response.json()) as { errors: { message: string }[] };
        expect(body.errors.map((error) => error.message)).toEqual([
          SERVER_MESSAGES.queryTooDeep(MAX_DEPTH),
        ]);
      }
    }
    expect(await shop.shopper.error(nested(MAX_DEPTH))).toMatch(/Cannot query field "contents"/);
  });

  it('given more aliases than the limit, the operation is refused', async () => {
    const many = Array.from(
      { length: MAX_ALIASES + 1 },
      (_, n) => `a${n}: products(first: 1) { nodes { name } }`,
    ).join(' ');
    expect(await shop.shopper.error(`{ ${many} }`)).toBe(
      SERVER_MESSAGES.tooManyAliases(MAX_ALIASES),
    );
  });

  it('given oversized strings, they are refused clearly', async () => {
    expect(
      await shop.shopper.error(
        'mutation ($n: String) { updateCustomer(input: { shipping: { city: $n } }) { customer { id } } }',
        { n: 'x'.repeat(5000) },
      ),
    ).toMatch(/too long/);
    const huge = await post(
      JSON.stringify({
        query: `{ products(where: { search: "${'y'.repeat(1_100_000)}" }) { nodes { name } } }`,
      }),
    );
    expect(huge.status).toBe(413);
    const chunked = await fetch(shop.server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob(['{"query":"{ products { nodes { name } } }"}']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(((await chunked.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'A Content-Length header is required.',
    );
    expect(
      await shop.shopper.error(
        `{ products(where: { search: "${'z'.repeat(300)}" }) { nodes { name } } }`,
      ),
    ).toMatch(/too long/);
  });

  it('given wrong variable types or unknown fields, the answer is a validation error', async () => {
    const answer = await shop.shopper.send(ADD_TO_CART, { productId: 'abc', quantity: 1 });
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors?.[0]?.message).toMatch(/Int/);
    expect(await shop.shopper.error('{ nothingHere }')).toMatch(/Cannot query field/);
  });

  it('given a negative page size or a bad cursor, the answer is a clear error', async () => {
    expect(await shop.shopper.error('{ products(first: -1) { nodes { name } } }')).toBe(
      'first must be a positive integer.',
    );
    expect(await shop.shopper.error('{ products(after: "nope") { nodes { name } } }')).toBe(
      'The "after" cursor is not valid.',
    );
  });

  it('given a cursor whose position no offset can hold, every paged list refuses it as bad input', async () => {
    const cursor = encodeBase64('arrayconnection:99999999999999999999');
    for (const list of [
      `products(after: "${cursor}")`,
      `products(after: "${cursor}", where: { search: "bpc" })`,
      `posts(after: "${cursor}")`,
      `productCategories(after: "${cursor}")`,
    ]) {
      const answer = await shop.shopper.send(`{ ${list} { nodes { id } } }`);
      expect(answer.status, list).toBeLessThan(500);
      expect(answer.errors?.[0], list).toMatchObject({
        message: SERVER_MESSAGES.invalidCursor,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const reviews = await shop.shopper.send(
      `{ product(id: "${SEEDED.bpc}", idType: DATABASE_ID) { reviews(after: "${cursor}") { nodes { id } } } }`,
    );
    expect(reviews.errors?.[0]?.message).toBe(SERVER_MESSAGES.invalidCursor);
  });

  it('given a well-formed cursor past the last row, the page is empty, as WooGraphQL answers it', async () => {
    for (const index of [500, 2 ** 40, Number.MAX_SAFE_INTEGER - 1]) {
      const cursor = encodeBase64(`arrayconnection:${index}`);
      const { products, posts } = await shop.shopper.ok(
        `{ products(after: "${cursor}") { nodes { id } pageInfo { hasNextPage endCursor } }
           posts(after: "${cursor}") { nodes { id } } }`,
      );
      expect(products, String(index)).toEqual({
        nodes: [],
        pageInfo: { hasNextPage: false, endCursor: null },
      });
      expect(posts.nodes, String(index)).toEqual([]);
    }
  });

  it('given an empty shipping or payment method choice, the answer says what is missing', async () => {
    expect(
      await shop.shopper.error(
        'mutation { updateShippingMethod(input: { shippingMethods: [] }) { cart { total } } }',
      ),
    ).toBe('No shipping method was given.');
    expect(
      await shop.shopper.error(
        'mutation { setPaymentMethod(input: { paymentMethod: " " }) { success } }',
      ),
    ).toBe(MESSAGES.paymentMethodRequired);
  });

  it('given a cart operation after all of the above, the server still works', async () => {
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.bpc,
      quantity: 1,
    });
    expect(addToCart.cart.contents.itemCount).toBe(1);
  });
});
