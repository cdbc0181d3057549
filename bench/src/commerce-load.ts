import { SESSION_HEADER } from '@peptide/domain';
import type autocannon from 'autocannon';
import { cartFlowOnce } from './cart-flow';
import { cartBodies, catalogueBodies, type OperationBody, TRIVIAL } from './commerce-operations';
import type { BenchConfig } from './config';
import { type LoadResult, runLoad } from './load';
import { type ProcessUsage, watchProcesses } from './proc-stats';

/** One commerce load target with the server's CPU during it. */
export interface CommerceTarget extends LoadResult {
  name: string;
  /** Requests per second over the trivial query's. */
  ratioToTrivial: number;
  cpu: ProcessUsage;
}

const JSON_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
};

/** Checks an answer once before loading the server with it, so a load test never counts errors. */
async function checkOnce(graphqlUrl: string, body: OperationBody, name: string): Promise<void> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (!response.ok || answer.errors?.length || !answer.data) {
    throw new Error(`${name} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
}

interface CartContext {
  session?: string;
  key?: string;
}

/**
 * One shopper session per cycle: AddToCart (the server opens the session), GetCart and
 * UpdateCartItem with its session header. autocannon clears the context when the cycle
 * restarts, so every cycle is a new shopper.
 */
function cartFlow(productId: number): autocannon.Request[] {
  const bodies = cartBodies(productId);
  const withSession = (request: autocannon.Request, context: CartContext) => ({
    ...request,
    headers: {
      ...request.headers,
      ...(context.session ? { [SESSION_HEADER]: `Session ${context.session}` } : {}),
    },
  });
  return [
    {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(bodies.AddToCart),
      onResponse: (_status, body, context: CartContext, headers) => {
        const token = Object.entries(headers ?? {}).find(
          ([name]) => name.toLowerCase() === SESSION_HEADER,
        )?.[1];
        if (typeof token === 'string' && token !== 'false') context.session = token;
        const answer = JSON.parse(body) as {
          data?: { addToCart?: { cartItem?: { key?: string } } };
        };
        context.key = answer.data?.addToCart?.cartItem?.key;
      },
    },
    {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(bodies.GetCart),
      setupRequest: (request, context: CartContext) => withSession(request, context),
    },
    {
      method: 'POST',
      headers: JSON_HEADERS,
      setupRequest: (request, context: CartContext) => ({
        ...withSession(request, context),
        body: JSON.stringify(bodies.UpdateCartItem(context.key ?? '')),
      }),
    },
  ];
}

/**
 * Loads the commerce server's GraphQL endpoint: a trivial query, GetProductBySlug,
 * GetProducts (first 100) and the per-session cart flow, each with `connections` connections.
 *
 * @param graphqlUrl - the endpoint
 * @param pid - the commerce server's process id
 * @param catalogue - the product read and the simple product the cart flow adds
 * @param config - duration and connections
 * @param log - progress output
 * @returns each target's figures with its ratio to the trivial query
 */
export async function measureCommerceLoad(
  graphqlUrl: string,
  pid: number,
  catalogue: { productSlug: string; simpleProductId: number },
  config: BenchConfig,
  log: (line: string) => void,
): Promise<CommerceTarget[]> {
  const bodies = { trivial: TRIVIAL, ...catalogueBodies(catalogue.productSlug) };
  for (const [name, body] of Object.entries(bodies)) await checkOnce(graphqlUrl, body, name);
  await cartFlowOnce(graphqlUrl, catalogue.simpleProductId);
  const targets: [string, autocannon.Request[]][] = [
    ...Object.entries(bodies).map(([name, body]): [string, autocannon.Request[]] => [
      name,
      [{ method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) }],
    ]),
    ['cart flow (AddToCart, GetCart, UpdateCartItem)', cartFlow(catalogue.simpleProductId)],
  ];
  const results: CommerceTarget[] = [];
  for (const [name, requests] of targets) {
    const watch = watchProcesses({ commerce: pid });
    const load = await runLoad({
      url: graphqlUrl,
      connections: config.connections,
      duration: config.loadSeconds,
      requests,
    });
    const { commerce } = watch.stop();
    const trivial = results[0]?.requestsPerSecond ?? load.requestsPerSecond;
    results.push({
      name,
      ...load,
      ratioToTrivial: load.requestsPerSecond / trivial,
      cpu: commerce,
    });
    log(`commerce ${name}: ${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99Ms} ms`);
  }
  return results;
}
