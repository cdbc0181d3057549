import { request as httpRequest } from 'node:http';
import { SESSION_HEADER } from '@peptide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server';
import { ADD_TO_CART, BILLING, CHECKOUT, SEEDED, Shopper } from '../testing/shopper';

const IMAGES = '{ products(first: 3) { nodes { image { sourceUrl mediaItemUrl srcSet } } } }';
const INITIATE = `mutation ($orderId: Int!) { initiateBitcoinPayment(input: { orderId: $orderId }) { success paymentUrl } }`;

/** Posts an operation with a Host header of the caller's choosing, as any client may send it. */
function postWithHost(
  server: RunningServer,
  host: string,
  query: string,
  variables: Record<string, unknown> = {},
  session: string | null = null,
): Promise<{ data: Record<string, unknown> }> {
  const body = JSON.stringify({ query, variables });
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(session ? { [SESSION_HEADER]: `Session ${session}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Every image URL of the first products, as a client calling with `host` is answered them. */
async function imageUrls(server: RunningServer, host: string): Promise<string[]> {
  const answer = await postWithHost(server, host, IMAGES);
  const products = (
    answer.data.products as {
      nodes: { image: { sourceUrl: string; mediaItemUrl: string; srcSet: string } }[];
    }
  ).nodes;
  return products.flatMap(({ image }) => [image.sourceUrl, image.mediaItemUrl, image.srcSet]);
}

/** A guest's pending bitcoin order and the session that placed it. */
async function pendingOrder(server: RunningServer) {
  const shopper = new Shopper(server);
  await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
  const { checkout } = await shopper.ok(CHECKOUT, {
    input: {
      billing: { ...BILLING, email: 'host@example.org' },
      paymentMethod: 'btcpaygf_default',
    },
  });
  return {
    orderId: (checkout.order as { databaseId: number }).databaseId,
    session: shopper.sessionToken,
  };
}

describe('absolute URLs of the commerce server', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('given no public URL and a request naming another host / images and the payment page are on the server’s own listen address', async () => {
    server = await startServer({ port: 0 });
    expect(server.config.publicUrl).toBe(server.origin);
    const urls = await imageUrls(server, 'evil.example');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${server.origin}/images/`), url).toBe(true);

    const { orderId, session } = await pendingOrder(server);
    const answer = await postWithHost(server, 'evil.example', INITIATE, { orderId }, session);
    const { paymentUrl } = answer.data.initiateBitcoinPayment as { paymentUrl: string };
    expect(new URL(paymentUrl).origin).toBe(server.origin);
  });

  it('given a public URL (COMMERCE_PUBLIC_URL) / images and the payment page are on it, whatever host a request names', async () => {
    server = await startServer({ port: 0, publicUrl: 'https://api.shop.example/' });
    expect(server.config.publicUrl).toBe('https://api.shop.example');
    for (const host of ['evil.example', new URL(server.origin).host]) {
      for (const url of await imageUrls(server, host)) {
        expect(url.startsWith('https://api.shop.example/images/'), url).toBe(true);
      }
    }
    const { orderId, session } = await pendingOrder(server);
    const answer = await postWithHost(server, 'evil.example', INITIATE, { orderId }, session);
    const { paymentUrl } = answer.data.initiateBitcoinPayment as { paymentUrl: string };
    expect(paymentUrl).toMatch(new RegExp(`^https://api\\.shop\\.example/pay/${orderId}\\?key=`));
  });
});
