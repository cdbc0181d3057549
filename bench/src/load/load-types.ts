import type { CartModel } from './cart-model';
import type { LoadCatalogue } from './scarce-catalogue';

/** What {@link runLoad} needs. */
export interface LoadOptions {
  /** The GraphQL endpoint. */
  url: string;
  /** Concurrent guest sessions. */
  sessions: number;
  /** How long each session shops, in ms. */
  durationMs: number;
  /**
   * Whether the run has seen enough: while it says no, shopping goes on past `durationMs`, up to
   * `maxDurationMs`, so a busy machine that serves fewer requests still gets to what the run
   * checks.
   */
  enough?: (report: LoadReport) => boolean;
  /** The latest end of a run that has not seen `enough`, in ms. Default `durationMs`. */
  maxDurationMs?: number;
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
