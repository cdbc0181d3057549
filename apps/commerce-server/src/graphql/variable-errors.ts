import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * graphql-js's wording when the variables sent do not fit the operation's: `Variable "$x" got
 * invalid value …`, `… of required type "Int!" was not provided.`, `… of non-null type "Int!" must
 * not be null.`
 */
const VARIABLE_ERROR = /^Variable "\$[^"]+" /;

/** `error` with `extensions.code: BAD_USER_INPUT` when it is a variable's and has no code. */
function withCode(error: GraphQLError): GraphQLError {
  if (!VARIABLE_ERROR.test(error.message) || error.extensions?.code !== undefined) return error;
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
  });
}

/**
 * Gives the errors of variables that do not fit their types `extensions.code: BAD_USER_INPUT`,
 * the code the resolvers give the shopper's other mistakes, so that clients can tell them from
 * the server's failures without reading messages (graphql-js gives them no code).
 *
 * @returns a Yoga plugin rewriting the answer of an operation refused before it ran
 * @remarks graphql-js coerces the variables before it runs anything and answers their errors
 *   alone, without `data`; only those answers are read.
 */
export function variableErrorCodePlugin(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors || 'data' in result) return;
          setResult({ ...result, errors: result.errors.map(withCode) });
        },
      };
    },
  };
}
