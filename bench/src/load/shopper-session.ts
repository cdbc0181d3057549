import { BITCOIN_GATEWAY_ID } from '@peptide/domain';
import { type Answer, BILLING, NoAnswer, sendOperation } from '@peptide/test-support/client';
import {
  type AnsweredCart,
  type CartModel,
  describeCart,
  emptyCart,
  lineKey,
  modelOf,
  sameCart,
} from './cart-model';
import {
  ADD,
  APPLY_COUPON,
  CART,
  CHECKOUT,
  changeRefusals,
  checkoutRefusals,
  LOAD_COUPONS,
  REMOVE,
  UPDATE,
} from './load-documents';
import type { LoadOptions, LoadReport, SessionOutcome } from './load-types';
import type { Purchasable } from './scarce-catalogue';

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

/** What every session of one run shares. */
export interface LoadRun {
  options: LoadOptions;
  /** Where each session writes what it saw. */
  report: LoadReport;
  /** Line keys to product names (the stock messages name the product). */
  names: Map<string, string>;
  /** Whether sessions go on shopping (until the run's end). */
  goOn: () => boolean;
}

/**
 * One guest shopper until the run ends: adds, updates and removes lines, applies coupons, checks
 * out and reads the cart, in a seeded random order, checking every answer against its own model.
 *
 * @param run - what the run's sessions share
 * @param index - the session's number (with the run's seed, it seeds the choices)
 * @returns where the session ended
 */
export async function shopOneSession(run: LoadRun, index: number): Promise<SessionOutcome> {
  const { options, report, names, goOn } = run;
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
      report.serverErrors.push(`session ${index}: HTTP ${answer.status} ${answer.malformed ?? ''}`);
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

  while (goOn()) {
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
}
