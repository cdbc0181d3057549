import { SERVER_MESSAGES } from '@peptide/domain';
import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getOperationAST,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { IsTrusted } from './trusted-documents';

/** The count of one query's execution: nodes answered so far, and whether it went over. */
interface Tally {
  nodes: number;
  over: boolean;
  max: number;
}

/** The tally of each execution that is counted, by its context object. */
const tallies = new WeakMap<object, Tally>();

/** Schemas whose connections' `nodes` and `edges` already count into {@link tallies}. */
const counting = new WeakSet<GraphQLSchema>();

const tooCostly = (max: number) =>
  createGraphQLError(SERVER_MESSAGES.queryTooCostly(max), {
    extensions: { code: 'BAD_REQUEST', http: { status: 400, spec: false } },
  });

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/** Adds the items of an answered page to `tally`; throws once the tally is over its max. */
function count(tally: Tally, page: unknown): unknown {
  if (Array.isArray(page)) tally.nodes += page.length;
  if (tally.nodes > tally.max) {
    tally.over = true;
    throw tooCostly(tally.max);
  }
  return page;
}

/**
 * Makes the `nodes` and `edges` of every `…Connection` type of `schema` count what they answer
 * into the tally of the execution they run in (none outside a counted execution), once a schema.
 */
function countConnections(schema: GraphQLSchema): void {
  if (counting.has(schema)) return;
  counting.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    // Object types alone resolve (an interface's fields are its objects'); read by shape, as
    // document-cost.ts reads the schema.
    if (!type.name.endsWith('Connection') || !('getFields' in type) || !('isTypeOf' in type))
      continue;
    for (const field of Object.values(type.getFields())) {
      if (field.name !== 'nodes' && field.name !== 'edges') continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const tally = typeof context === 'object' && context ? tallies.get(context) : undefined;
        if (!tally) return resolve(source, args, context, info);
        if (tally.over) throw tooCostly(tally.max);
        const page = resolve(source, args, context, info);
        return isThenable(page)
          ? Promise.resolve(page).then((items) => count(tally, items))
          : count(tally, page);
      };
    }
  }
}

/**
 * Refuses, with a 400 and {@link SERVER_MESSAGES.queryTooCostly}, an untrusted query that answers
 * more than `max` nodes: the items of every connection's page, counted as they are resolved. The
 * count stops the query where it goes over: every page asked for after that is refused without
 * being read, and the answer is the error alone.
 *
 * @param max - the most nodes one query may answer
 * @param isTrusted - which documents are exempt
 * @returns a Yoga plugin counting each untrusted query's execution
 * @remarks Mutations are not counted: stopping one half-way would answer an error for a change
 *   that was made. They are bounded before they run by `documentCost`, as queries are too.
 */
export function resolvedNodesLimitPlugin(max: number, isTrusted: IsTrusted): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const context = args.contextValue;
      if (operation?.operation !== 'query' || isTrusted(args.document)) return;
      if (typeof context !== 'object' || context === null) return;
      countConnections(args.schema);
      const tally: Tally = { nodes: 0, over: false, max };
      tallies.set(context, tally);
      return {
        onExecuteDone({ setResult }) {
          tallies.delete(context);
          if (tally.over) setResult({ errors: [tooCostly(max)] });
        },
      };
    },
  };
}
