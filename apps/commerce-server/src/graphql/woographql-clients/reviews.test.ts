import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import {
  ADD_TO_CART,
  BILLING,
  CHECKOUT,
  REGISTER,
  SEEDED,
  Shopper,
  useTestShop,
} from '../../testing/shopper';

/** WooNuxt's `writeReview`, with the review's state asked back. */
const WRITE_REVIEW = `mutation WriteReview($author: String, $commentOn: Int, $content: String, $rating: Int!, $authorEmail: String) {
  writeReview(input: { rating: $rating, author: $author, content: $content, commentOn: $commentOn, authorEmail: $authorEmail }) {
    rating
    review { id databaseId status approved content(format: RAW) author { node { name } } }
  }
}`;

/** A product's rating and its listed reviews, as a product page reads them. */
const REVIEWS = `query ($id: ID!) {
  product(id: $id, idType: DATABASE_ID) {
    averageRating reviewCount
    ... on SimpleProduct { commentCount }
    reviews(first: 10) {
      averageRating
      pageInfo { hasNextPage endCursor }
      edges { rating node { databaseId content(format: RAW) author { node { name } } } }
    }
  }
}`;

const GUEST = { author: 'Ada L.', authorEmail: 'ada@example.org' };

/** A customer with a paid (processing) order of BPC-157, or an unpaid (pending) one. */
async function customerWithOrder(server: RunningServer, email: string, paid: boolean) {
  const shopper = new Shopper(server);
  const { registerCustomer } = await shopper.ok(REGISTER, { email, password: 'password-one' });
  shopper.authToken = registerCustomer.authToken;
  await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
  const { checkout } = await shopper.ok(CHECKOUT, {
    input: { billing: { ...BILLING, email }, paymentMethod: 'btcpaygf_default' },
  });
  if (paid) {
    const confirm = await fetch(`${server.origin}/pay/${checkout.order.databaseId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: checkout.order.orderKey }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(303);
  }
  return shopper;
}

/** The stored review's author, address, verification and status. */
async function stored(server: RunningServer, id: number) {
  return server.db
    .selectFrom('product_reviews')
    .select(['author_name', 'author_email', 'customer_id', 'verified', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('product reviews as a WooGraphQL storefront reads and writes them', () => {
  const shop = useTestShop();

  it('given the seeded reviews, a product has the rating, count and newest-first reviews of its approved ones', async () => {
    const { product } = await shop.shopper.ok(REVIEWS, { id: String(SEEDED.bpc) });
    expect(product).toMatchObject({ averageRating: 4.67, reviewCount: 3, commentCount: 3 });
    expect(product.reviews.averageRating).toBe(4.67);
    expect(product.reviews.pageInfo.hasNextPage).toBe(false);
    expect(
      product.reviews.edges.map(
        (edge: { rating: number; node: { author: { node: { name: string } } } }) => [
          edge.rating,
          edge.node.author.node.name,
        ],
      ),
    ).toEqual([
      [5, 'Sofia L.'],
      [4, 'Daniel R.'],
      [5, 'Marta K.'],
    ]);
  });

  it('given a product whose only review is held, it has no rating and lists nothing', async () => {
    const { product } = await shop.shopper.ok(REVIEWS, { id: String(SEEDED.semax) });
    expect(product).toMatchObject({
      averageRating: 0,
      reviewCount: 0,
      reviews: { averageRating: 0, edges: [] },
    });
  });

  it('given a guest review, it is held for moderation: the author gets it back, the product lists it once approved', async () => {
    const { writeReview } = await shop.shopper.ok(WRITE_REVIEW, {
      ...GUEST,
      commentOn: SEEDED.ipamorelin,
      rating: 5,
      content: '  Dissolved cleanly.\n\nWill order again.  ',
    });
    expect(writeReview).toEqual({
      rating: 5,
      review: {
        id: expect.any(String),
        databaseId: expect.any(Number),
        status: 'HOLD',
        approved: false,
        content: 'Dissolved cleanly.\n\nWill order again.',
        author: { node: { name: 'Ada L.' } },
      },
    });
    const id = writeReview.review.databaseId;
    expect(await stored(shop.server, id)).toEqual({
      author_name: 'Ada L.',
      author_email: 'ada@example.org',
      customer_id: null,
      verified: 0,
      status: 'HOLD',
    });
    const before = await shop.shopper.ok(REVIEWS, { id: String(SEEDED.ipamorelin) });
    expect(before.product).toMatchObject({ averageRating: 0, reviewCount: 0 });

    await shop.server.db
      .updateTable('product_reviews')
      .set({ status: 'APPROVE' })
      .where('id', '=', id)
      .execute();
    const after = await shop.shopper.ok(REVIEWS, { id: String(SEEDED.ipamorelin) });
    expect(after.product).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(after.product.reviews.edges).toEqual([
      {
        rating: 5,
        node: {
          databaseId: id,
          content: 'Dissolved cleanly.\n\nWill order again.',
          author: { node: { name: 'Ada L.' } },
        },
      },
    ]);
    const rendered = await shop.shopper.ok(
      `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) { reviews { nodes { content } } } }`,
      { id: String(SEEDED.ipamorelin) },
    );
    expect(rendered.product.reviews.nodes[0].content).toBe(
      '<p>Dissolved cleanly.</p>\n<p>Will order again.</p>',
    );
  });

  it('given a customer who bought the product and paid, the review is verified and under their name', async () => {
    const buyer = await customerWithOrder(shop.server, 'buyer@example.org', true);
    const { writeReview } = await buyer.ok(WRITE_REVIEW, {
      commentOn: SEEDED.bpc,
      rating: 4,
      content: 'As described.',
    });
    expect(await stored(shop.server, writeReview.review.databaseId)).toMatchObject({
      author_email: 'buyer@example.org',
      customer_id: expect.any(Number),
      verified: 1,
      status: 'HOLD',
    });
    // Registered with an address only, the customer's display name is their user name.
    expect(writeReview.review.author.node.name).toBe('buyer');
  });

  it('given a customer whose order is unpaid, or a product they did not buy, the review is not verified', async () => {
    const unpaid = await customerWithOrder(shop.server, 'unpaid@example.org', false);
    const first = await unpaid.ok(WRITE_REVIEW, {
      commentOn: SEEDED.bpc,
      rating: 3,
      content: 'Ok.',
    });
    expect((await stored(shop.server, first.writeReview.review.databaseId)).verified).toBe(0);
    const buyer = await customerWithOrder(shop.server, 'paid@example.org', true);
    const other = await buyer.ok(WRITE_REVIEW, {
      commentOn: SEEDED.semax,
      rating: 3,
      content: 'Ok.',
    });
    expect((await stored(shop.server, other.writeReview.review.databaseId)).verified).toBe(0);
  });

  it.each([
    [{ rating: 0 }, `rating: ${MESSAGES.reviewRatingOutOfRange}`],
    [{ rating: 6 }, `rating: ${MESSAGES.reviewRatingOutOfRange}`],
    [{ content: '   ' }, `content: ${MESSAGES.reviewContentRequired}`],
    [{ content: 'x'.repeat(5_001) }, `content: ${MESSAGES.tooLong(5_000)}`],
    [{ author: null }, `author: ${MESSAGES.fieldRequired}`],
    [{ authorEmail: 'not-an-address' }, `authorEmail: ${MESSAGES.emailInvalid}`],
    [{ commentOn: 999_999 }, SERVER_MESSAGES.productNotFound('commentOn', 999_999)],
    [{ commentOn: null }, SERVER_MESSAGES.reviewProductRequired],
  ])(
    'given a review with %o, it is refused with a clear message and nothing is stored',
    async (change, message) => {
      const answer = await shop.shopper.send(WRITE_REVIEW, {
        ...GUEST,
        commentOn: SEEDED.bpc,
        rating: 5,
        content: 'Fine.',
        ...change,
      });
      expect(answer.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const rows = await shop.server.db.selectFrom('product_reviews').select('id').execute();
      expect(rows).toHaveLength(8);
    },
  );

  it('given a reply to a review, it is refused: the shop takes reviews of products only', async () => {
    const answer = await shop.shopper.send(
      `mutation { writeReview(input: { commentOn: ${SEEDED.bpc}, rating: 5, content: "Agreed", author: "A", authorEmail: "a@example.org", parent: "1" }) { rating } }`,
    );
    expect(answer.errors?.[0]?.message).toBe(SERVER_MESSAGES.reviewRepliesNotTaken);
  });

  it('given the same text about the same product from the same address again, it is refused as a duplicate', async () => {
    const review = { ...GUEST, commentOn: SEEDED.bpc, rating: 5, content: 'Great.' };
    await shop.shopper.ok(WRITE_REVIEW, review);
    const answer = await shop.shopper.send(WRITE_REVIEW, review);
    expect(answer.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.reviewDuplicate,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('given ten reviews from one network in ten minutes, the eleventh is refused while another network still writes', async () => {
    const flood = new Shopper(shop.server, '127.0.0.7');
    for (let n = 0; n < 10; n += 1) {
      await flood.ok(WRITE_REVIEW, {
        ...GUEST,
        commentOn: SEEDED.bpc,
        rating: 5,
        content: `Review ${n}`,
      });
    }
    const refused = await flood.send(WRITE_REVIEW, {
      ...GUEST,
      commentOn: SEEDED.bpc,
      rating: 5,
      content: 'One more',
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.tooManyReviews,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const other = new Shopper(shop.server, '127.0.0.8');
    await other.ok(WRITE_REVIEW, {
      ...GUEST,
      commentOn: SEEDED.bpc,
      rating: 5,
      content: 'One more',
    });
  });
});
