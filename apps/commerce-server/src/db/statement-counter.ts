import type { Db } from './database';

/** A running count of the SQL statements one request ran. */
export interface StatementCount {
  statements: number;
}

const STATEMENT_RUNS = new Set<PropertyKey>(['run', 'get', 'all', 'iterate']);
const DATABASE_RUNS = new Set<PropertyKey>(['exec', 'pragma']);

function counting<T extends object>(target: T, runs: Set<PropertyKey>, count: StatementCount): T {
  const proxy: T = new Proxy(target, {
    get(object, name) {
      const value = Reflect.get(object, name, object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (runs.has(name)) count.statements += 1;
        const result = value.apply(object, args);
        if (name === 'prepare') return counting(result as object, STATEMENT_RUNS, count);
        // Chained settings (`pluck()`, `raw()`) answer the statement itself: keep counting it.
        return result === object ? proxy : result;
      };
    },
  });
  return proxy;
}

/**
 * Wraps a connection so that every statement run through it (`run`, `get`, `all`, `iterate`,
 * `exec`, `pragma`) adds one to the count.
 *
 * @param db - the shared connection
 * @param count - the request's counter
 * @returns a connection for one request that counts what it runs
 * @remarks For measuring (the `x-sql-statements` answer header): every call goes through a
 *   proxy, so the server wraps its connection only when asked to.
 */
export function countingDatabase(db: Db, count: StatementCount): Db {
  return counting(db, DATABASE_RUNS, count);
}
