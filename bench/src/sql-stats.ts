import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Answer, sendOperation } from '@peptide/test-support/client';
import { cartFlowOnce } from './cart-flow';
import { catalogueBodies, TRIVIAL } from './commerce-operations';
import { startCommerce } from './servers';

/** SQL statements per operation, or why there are none. */
export interface SqlStats {
  /** False when the commerce server answers no `x-sql-statements` header. */
  exposed: boolean;
  /** Statements per operation name. */
  statements: Record<string, number>;
}

/**
 * Counts the SQL statements of each measured operation on a separate commerce server started
 * with COMMERCE_SQL_STATS=1 (counting wraps every statement, so the load tests run without it).
 *
 * @param commerceMain - the built commerce server to start
 * @param storefrontUrl - the storefront origin the server allows
 * @param catalogue - the product read and the simple product the cart flow adds
 * @returns statements per operation, from the second call of each (the first may seed caches)
 */
export async function measureSqlStats(
  commerceMain: string,
  storefrontUrl: string,
  catalogue: { productSlug: string; simpleProductId: number },
): Promise<SqlStats> {
  const dataDir = await mkdtemp(join(tmpdir(), 'peptide-bench-sql-'));
  const server = await startCommerce({
    main: commerceMain,
    databasePath: join(dataDir, 'commerce.sqlite'),
    storefrontUrl,
    sqlStats: true,
  });
  try {
    const bodies = { trivial: TRIVIAL, ...catalogueBodies(catalogue.productSlug) };
    const answers: Record<string, Answer<unknown>> = {};
    for (const [name, body] of Object.entries(bodies)) {
      await sendOperation(server.url, body.query, body.variables);
      answers[name] = await sendOperation(server.url, body.query, body.variables);
    }
    await cartFlowOnce(server.url, catalogue.simpleProductId);
    Object.assign(answers, await cartFlowOnce(server.url, catalogue.simpleProductId));
    const statements: Record<string, number> = {};
    for (const [name, answer] of Object.entries(answers)) {
      if (answer.statements !== null) statements[name] = answer.statements;
    }
    return { exposed: Object.keys(statements).length > 0, statements };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
