import { sendOperation } from '@peptide/test-support/client';
import { type AnsweredCart, describeCart, lineKey, modelOf, sameCart } from './cart-model';
import { CART } from './load-documents';
import type { LoadOptions, LoadReport, SessionOutcome } from './load-types';
import { shopOneSession } from './shopper-session';

export type { ConfirmedOrder, LoadOptions, LoadReport, SessionOutcome } from './load-types';

/** Latency percentile in ms. */
export function percentile(latencies: readonly number[], share: number): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/**
 * Runs guest shoppers against a server over real HTTP GraphQL: each one adds, updates and removes
 * lines, applies coupons and checks out, on a catalogue with scarce stock, for the given time.
 * Every answered cart is compared with what that session's own operations made, and every refusal
 * with the messages the operation may rightly get. A session stops at the first request that gets
 * no answer (the server went away), remembering what that request would have changed.
 *
 * @param options - endpoint, sessions, duration, catalogue, seed
 * @returns what the run saw; {@link loadProblems} reads it
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const report: LoadReport = {
    sessions: options.sessions,
    elapsedMs: 0,
    latenciesMs: [],
    statuses: {},
    serverErrors: [],
    noAnswers: [],
    unexpectedErrors: [],
    cartMismatches: [],
    orders: [],
    stockRefusedCheckouts: 0,
    stockRefusedChanges: 0,
    outcomes: [],
  };
  const items = [...options.catalogue.scarce, ...options.catalogue.plentiful];
  const names = new Map(
    items.map((item) => [lineKey(item.productId, item.variationId), item.name]),
  );
  const started = performance.now();
  const minimumEnd = started + options.durationMs;
  const latestEnd = started + (options.maxDurationMs ?? options.durationMs);
  const goOn = () => {
    const now = performance.now();
    return now < minimumEnd || (now < latestEnd && !(options.enough?.(report) ?? true));
  };
  const { everySecond } = options;
  // A tick that fails (a restock meeting a busy database) is reported, and the next one runs.
  const tick = () =>
    Promise.resolve(everySecond?.()).catch((error: unknown) => console.error(error));
  const ticker = everySecond ? setInterval(tick, 1000) : null;

  try {
    report.outcomes = await Promise.all(
      Array.from({ length: options.sessions }, (_, index) =>
        shopOneSession({ options, report, names, goOn }, index),
      ),
    );
  } finally {
    if (ticker) clearInterval(ticker);
  }
  report.elapsedMs = performance.now() - started;
  return report;
}

/**
 * Reads the carts of a run's sessions back and compares each with the cart its answered
 * operations made (or, for a session whose last request went unanswered, the cart that request
 * would have made).
 *
 * @param url - the GraphQL endpoint (a restarted server on the same database, say)
 * @param outcomes - the sessions of {@link LoadReport}
 * @returns one sentence per cart that is missing or holds something else
 */
export async function cartsNotAsLeft(
  url: string,
  outcomes: readonly SessionOutcome[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    if (!outcome.token) continue;
    const answer = await sendOperation<{ cart: AnsweredCart }>(
      url,
      CART,
      {},
      { session: outcome.token },
    );
    if (!answer.data?.cart || answer.errors.length > 0 || answer.sessionHeader === 'false') {
      problems.push(`session ${index}: cart not readable (${JSON.stringify(answer.errors)})`);
      continue;
    }
    const { model } = modelOf(answer.data.cart);
    const allowed = [outcome.cart, ...(outcome.unanswered ? [outcome.unanswered] : [])];
    if (!allowed.some((cart) => sameCart(cart, model))) {
      problems.push(
        `session ${index}: expected ${allowed.map(describeCart).join(' or ')}, got ${describeCart(model)}`,
      );
    }
  }
  return problems;
}
