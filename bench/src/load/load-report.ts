import type { Db } from '@peptide/commerce-server';
import { storeInvariantProblems } from '@peptide/commerce-server/tooling';
import { formatEuro } from '@peptide/domain';
import { type LoadReport, percentile } from './load-run';

/**
 * Checks the confirmed orders of a run against the store: each exists with the key, total and
 * lines the shopper was answered, and holds the lines that shopper's cart held.
 *
 * @param db - an open connection to the server's database
 * @param report - the run
 * @returns one sentence per order that is missing or differs
 */
export async function ordersNotAsConfirmed(db: Db, report: LoadReport): Promise<string[]> {
  const problems: string[] = [];
  for (const order of report.orders) {
    const row = await db
      .selectFrom('orders')
      .select(['id', 'order_key', 'total'])
      .where('id', '=', order.databaseId)
      .executeTakeFirst();
    if (!row) {
      problems.push(`order ${order.databaseId} was confirmed but is not stored`);
      continue;
    }
    const lines = (
      await db
        .selectFrom('order_items')
        .select(['product_id', 'variation_id', 'quantity'])
        .where('order_id', '=', order.databaseId)
        .execute()
    )
      .map((line) => `${line.product_id}:${line.variation_id ?? 0}×${line.quantity}`)
      .sort();
    const cartLines = Object.entries(order.cart.lines)
      .map(([key, quantity]) => `${key}×${quantity}`)
      .sort();
    if (row.order_key !== order.orderKey)
      problems.push(`order ${order.databaseId} changed its key`);
    if (formatEuro(row.total) !== order.total)
      problems.push(
        `order ${order.databaseId} stores ${row.total}, the shopper was told ${order.total}`,
      );
    if (lines.join() !== order.lines.join() || lines.join() !== cartLines.join())
      problems.push(
        `order ${order.databaseId} stores [${lines}], answered [${order.lines}], the cart held [${cartLines}]`,
      );
  }
  return problems;
}

/**
 * Everything a load run must not have shown: no 5xx or malformed answer, no request without an
 * answer, no refusal other than a stock or quantity message, no cart holding anything its own
 * session did not put there, every confirmed order stored as confirmed, and the store's
 * invariants.
 *
 * @param db - an open connection to the server's database
 * @param report - the run
 * @returns one sentence per problem (at most 20 of each kind); empty when the run was clean
 */
export async function loadProblems(db: Db, report: LoadReport): Promise<string[]> {
  const first = (list: string[]) => list.slice(0, 20);
  return [
    ...first(report.serverErrors),
    ...first(report.noAnswers),
    ...first(report.unexpectedErrors),
    ...first(report.cartMismatches),
    ...first(await ordersNotAsConfirmed(db, report)),
    ...first(await storeInvariantProblems(db)),
  ];
}

/**
 * One line of figures for the test output: requests, throughput, latency percentiles, orders and
 * refusals.
 *
 * @param report - the run
 * @returns e.g. `load: 10 sessions for 10.0 s: 4210 requests (421/s), p50 12 ms, p99 80 ms, …`
 */
export function loadSummary(report: LoadReport): string {
  const seconds = report.elapsedMs / 1000;
  const requests = report.latenciesMs.length;
  const fiveHundreds = Object.entries(report.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return [
    `load: ${report.sessions} sessions for ${seconds.toFixed(1)} s: ${requests} requests (${Math.round(requests / seconds)}/s)`,
    `p50 ${percentile(report.latenciesMs, 0.5).toFixed(0)} ms`,
    `p99 ${percentile(report.latenciesMs, 0.99).toFixed(0)} ms`,
    `${report.orders.length} orders (${(report.orders.length / seconds).toFixed(1)}/s)`,
    `${report.stockRefusedCheckouts} checkouts and ${report.stockRefusedChanges} cart changes refused for stock`,
    `${fiveHundreds} 5xx`,
  ].join(', ');
}
