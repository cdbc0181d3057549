import { BITCOIN_GATEWAY_ID, MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { type Answer, BILLING, NoAnswer, sendOperation } from '@peptide/test-support/client';
import {
  type AnsweredCart,
  type CartModel,
  describeCart,
  emptyCart,
  LOAD_CART_FIELDS,
  lineKey,
  modelOf,
  sameCart,
} from './cart-model';
import type { LoadCatalogue, Purchasable } from './scarce-catalogue';

const ADD = `mutation ($productId: Int!, $quantity: Int, $variationId: Int) {
  addToCart(input: { productId: $productId, quantity: $quantity, variationId: $variationId }) { cart { ${LOAD_CART_FIELDS} } }
}`;
const UPDATE = `mutation ($key: ID!, $quantity: Int!) {
  updateItemQuantities(input: { items: [{ key: $key, quantity: $quantity }] }) { cart { ${LOAD_CART_FIELDS} } }
}`;
const REMOVE = `mutation ($key: ID!) { removeItemsFromCart(input: { keys: [$key] }) { cart { ${LOAD_CART_FIELDS} } } }`;
const APPLY_COUPON = `mutation ($code: String!) { applyCoupon(input: { code: $code }) { cart { ${LOAD_CART_FIELDS} } } }`;
const CART = `{ cart { ${LOAD_CART_FIELDS} } }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) {
  checkout(input: $input) { order { databaseId orderKey total lineItems { nodes { productId variationId quantity } } } }
}`;

/** Coupons without a usage limit or expiry: applying them never fails for reasons of their own. */
const LOAD_COUPONS = ['WELCOME10', 'SAVE20'];

/** What {@link runLoad} needs. */
export interface LoadOptions {
  /** The GraphQL endpoint. */
  url: string;
  /** Concurrent guest sessions. */
  sessions: number;
  /** How long each session shops, in ms. */
  durationMs: number;
  /** The purchasables, from makeStockScarce. */
  catalogue: LoadCatalogue;
  /** Seed of the shoppers' choices, so a run can be repeated. Default 1. */
  seed?: number;
  /** Called once a second while the load runs (a restock, say). */
  everySecond?: () => void | Promise<void>;
}

/** An order a checkout answered: what the shopper was told and what the cart held. */
export interface ConfirmedOrder {
  databaseId: number;
  orderKey: string;
  /** The total as answered, e.g. "€96.00". */
  total: string;
  /** The answered lines as `productId:variationId×quantity`, sorted. */
  lines: string[];
  /** The cart the session checked out, by its own model. */
  cart: CartModel;
}

/** Where one session ended. */
export interface SessionOutcome {
  token: string | null;
  /** The cart by every operation the server answered. */
  cart: CartModel;
  /** The cart if the operation left unanswered (the server went away) took effect. */
  unanswered: CartModel | null;
}

/** What a load run saw. */
export interface LoadReport {
  sessions: number;
  elapsedMs: number;
  latenciesMs: number[];
  /** Requests by HTTP status. */
  statuses: Record<number, number>;
  /** 5xx answers and bodies that were not GraphQL JSON. */
  serverErrors: string[];
  /** Requests that got no answer. */
  noAnswers: string[];
  /** GraphQL errors that are not a stock or quantity refusal of the operation sent. */
  unexpectedErrors: string[];
  /** Answered carts that differ from what the session's own operations made. */
  cartMismatches: string[];
  orders: ConfirmedOrder[];
  /** Checkouts refused with a stock message of `MESSAGES`: the last units went to another buyer. */
  stockRefusedCheckouts: number;
  /** Adds and updates refused with a stock or quantity message. */
  stockRefusedChanges: number;
  outcomes: SessionOutcome[];
}

/** A small seeded random generator (mulberry32), so runs repeat. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Messages an add or update may rightly be refused with, given the quantity already in the cart. */
function changeRefusals(inCart: number): Set<string> {
  const refusals = new Set([
    MESSAGES.outOfStock,
    MESSAGES.stockLimitExceeds,
    MESSAGES.quantityOutOfRange,
    MESSAGES.noMoreStock(inCart),
  ]);
  for (let left = 0; left <= inCart + 1000; left++)
    refusals.add(MESSAGES.onlyLeftInStock(left, inCart));
  return refusals;
}

/** The stock messages a checkout of this cart may rightly be refused with. */
function checkoutRefusals(cart: CartModel, names: Map<string, string>): Set<string> {
  const refusals = new Set<string>();
  for (const [key, quantity] of Object.entries(cart.lines)) {
    const name = names.get(key) ?? key;
    for (let available = 0; available < quantity; available++)
      refusals.add(SERVER_MESSAGES.notEnoughStock(name, available));
  }
  return refusals;
}

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
  const deadline = started + options.durationMs;
  const { everySecond } = options;
  // A tick that fails (a restock meeting a busy database) is reported, and the next one runs.
  const tick = () =>
    Promise.resolve(everySecond?.()).catch((error: unknown) => console.error(error));
  const ticker = everySecond ? setInterval(tick, 1000) : null;

  const shop = async (index: number): Promise<SessionOutcome> => {
    const random = randomFrom((options.seed ?? 1) * 1000 + index);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const outcome: SessionOutcome = { token: null, cart: emptyCart(), unanswered: null };
    let keys: Record<string, string> = {};

    /** Sends one operation; on no answer, remembers `next` and ends the session. */
    const send = async <T>(
      query: string,
      variables: Record<string, unknown>,
      next: CartModel,
    ): Promise<Answer<T> | null> => {
      let answer: Answer<T>;
      try {
        answer = await sendOperation<T>(options.url, query, variables, { session: outcome.token });
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        report.noAnswers.push(`session ${index}: ${error.message}`);
        outcome.unanswered = next;
        return null;
      }
      report.latenciesMs.push(answer.ms);
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500 || answer.malformed !== null) {
        report.serverErrors.push(
          `session ${index}: HTTP ${answer.status} ${answer.malformed ?? ''}`,
        );
      }
      if (answer.sessionHeader === 'false') outcome.token = null;
      else if (answer.sessionHeader && !outcome.token) outcome.token = answer.sessionHeader;
      return answer;
    };

    /** Compares an answered cart with the model, then learns its line keys. */
    const expectCart = (cart: AnsweredCart | undefined, expected: CartModel, after: string) => {
      if (!cart) return;
      const answered = modelOf(cart);
      keys = answered.keys;
      if (!sameCart(answered.model, expected)) {
        report.cartMismatches.push(
          `session ${index} after ${after}: expected ${describeCart(expected)}, got ${describeCart(answered.model)}`,
        );
      }
      outcome.cart = answered.model;
    };

    /** Counts a refusal as rightful when it is one of `allowed`, otherwise as unexpected. */
    const refused = (answer: Answer<unknown>, allowed: Set<string>, what: string): boolean => {
      const message = answer.errors[0]?.message ?? '';
      if (allowed.has(message)) return true;
      report.unexpectedErrors.push(`session ${index} ${what}: ${message}`);
      return false;
    };

    const change = async (
      query: string,
      variables: Record<string, unknown>,
      next: CartModel,
      allowed: Set<string>,
      what: string,
    ): Promise<boolean> => {
      const answer = await send<Record<string, { cart: AnsweredCart } | null>>(
        query,
        variables,
        next,
      );
      if (!answer) return false;
      if (answer.errors.length > 0) {
        if (refused(answer, allowed, what)) report.stockRefusedChanges += 1;
        return true;
      }
      const payload = Object.values(answer.data ?? {})[0];
      expectCart(payload?.cart, next, what);
      return true;
    };

    const add = (item: Purchasable) => {
      const key = lineKey(item.productId, item.variationId);
      const quantity = 1 + Math.floor(random() * 3);
      const inCart = outcome.cart.lines[key] ?? 0;
      const next = { ...outcome.cart, lines: { ...outcome.cart.lines, [key]: inCart + quantity } };
      return change(
        ADD,
        { productId: item.productId, variationId: item.variationId, quantity },
        next,
        changeRefusals(inCart),
        `adding ${quantity} of ${key}`,
      );
    };

    const update = (key: string) => {
      const quantity = 1 + Math.floor(random() * 4);
      const inCart = outcome.cart.lines[key] ?? 0;
      const next = { ...outcome.cart, lines: { ...outcome.cart.lines, [key]: quantity } };
      return change(
        UPDATE,
        { key: keys[key], quantity },
        next,
        changeRefusals(inCart),
        `setting ${key} to ${quantity}`,
      );
    };

    const remove = (key: string) => {
      const lines = { ...outcome.cart.lines };
      delete lines[key];
      return change(
        REMOVE,
        { key: keys[key] },
        { ...outcome.cart, lines },
        new Set(),
        `removing ${key}`,
      );
    };

    const applyCoupon = (code: string) =>
      change(
        APPLY_COUPON,
        { code },
        { ...outcome.cart, coupons: [...outcome.cart.coupons, code] },
        new Set(),
        `applying ${code}`,
      );

    const checkout = async (): Promise<boolean> => {
      const cart = outcome.cart;
      const paymentMethod = random() < 0.5 ? BITCOIN_GATEWAY_ID : 'nowpayments';
      const answer = await send<{ checkout: { order: Record<string, unknown> } }>(
        CHECKOUT,
        { input: { billing: BILLING, paymentMethod } },
        emptyCart(),
      );
      if (!answer) return false;
      if (answer.errors.length > 0) {
        if (refused(answer, checkoutRefusals(cart, names), `checking out ${describeCart(cart)}`))
          report.stockRefusedCheckouts += 1;
        return true;
      }
      const order = answer.data?.checkout.order as {
        databaseId: number;
        orderKey: string;
        total: string;
        lineItems: { nodes: { productId: number; variationId: number | null; quantity: number }[] };
      };
      report.orders.push({
        databaseId: order.databaseId,
        orderKey: order.orderKey,
        total: order.total,
        lines: order.lineItems.nodes
          .map((line) => `${lineKey(line.productId, line.variationId)}×${line.quantity}`)
          .sort(),
        cart,
      });
      outcome.cart = emptyCart();
      keys = {};
      return true;
    };

    const view = async (): Promise<boolean> => {
      const answer = await send<{ cart: AnsweredCart }>(CART, {}, outcome.cart);
      if (!answer) return false;
      expectCart(answer.data?.cart, outcome.cart, 'reading the cart');
      return true;
    };

    while (performance.now() < deadline) {
      const lineKeys = Object.keys(outcome.cart.lines);
      const roll = random();
      const freeCoupons = LOAD_COUPONS.filter((code) => !outcome.cart.coupons.includes(code));
      let going: boolean;
      if (lineKeys.length === 0 || roll < 0.35)
        going = await add(
          pick(random() < 0.5 ? options.catalogue.scarce : options.catalogue.plentiful),
        );
      else if (roll < 0.5) going = await update(pick(lineKeys));
      else if (roll < 0.6) going = await remove(pick(lineKeys));
      else if (roll < 0.7 && freeCoupons.length > 0) going = await applyCoupon(pick(freeCoupons));
      else if (roll < 0.95) going = await checkout();
      else going = await view();
      if (!going) return outcome;
    }
    await view();
    return outcome;
  };

  try {
    report.outcomes = await Promise.all(
      Array.from({ length: options.sessions }, (_, index) => shop(index)),
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
