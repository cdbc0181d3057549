import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** A running count of the SQL statements one request ran. */
export interface StatementCount {
  statements: number;
}

/**
 * A query-builder plugin that adds one to the count for every statement it compiles.
 *
 * @param count - the request's counter
 * @returns the plugin, for `db.withPlugin(...)` on one request's database
 * @remarks For measuring (the `x-sql-statements` answer header): the server adds it only when
 *   asked to. The transaction's own BEGIN and COMMIT are not counted: they are not queries.
 */
export function statementCounter(count: StatementCount): KyselyPlugin {
  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      count.statements += 1;
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
}
