import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { SERVER_MESSAGES } from '@peptide/domain';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** graphql-js's wording when a variable's value does not fit its type; the value follows it. */
const VARIABLE_VALUE_ECHO = /^Variable "\$([^"]+)" got invalid value /;

/**
 * `error` without what echoes the request's input: the `originalError` Yoga attaches to a body
 * that is not JSON (its message quotes the start of the body), and the value of a variable that
 * does not fit its type (a password sent as a number would be quoted back). The message, code and
 * HTTP status are kept otherwise: `spec: false`, as Yoga's answer to a bad body was a 400 before
 * the error was rebuilt, where a rebuilt error would answer 200 to clients accepting JSON.
 */
function withoutEcho(error: GraphQLError): GraphQLError {
  const { originalError, http, ...extensions } = error.extensions ?? {};
  const variable = VARIABLE_VALUE_ECHO.exec(error.message)?.[1];
  if (originalError === undefined && variable === undefined) return error;
  return createGraphQLError(
    variable === undefined ? error.message : SERVER_MESSAGES.invalidVariableValue(variable),
    {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: http ? { ...extensions, http: { ...http, spec: false } } : extensions,
    },
  );
}

/**
 * In production, answers tell a client no more about the server or the request than it needs:
 * introspection (`__schema`, `__type`) is refused, "Did you mean …?" suggestions are cut from
 * validation errors (GraphQL Armor), and error bodies carry neither `originalError` nor the
 * values of ill-typed variables. `extensions.code` stays on every error.
 *
 * @returns Yoga plugins; a development server leaves all of it on for GraphiQL and debugging
 */
export function productionDisclosurePlugins(): Plugin[] {
  return [
    useDisableIntrospection(),
    blockFieldSuggestionsPlugin({ mask: '' }) as Plugin,
    {
      onResultProcess({ result, setResult }) {
        if (Array.isArray(result) || !('errors' in result) || !result.errors) return;
        setResult({ ...result, errors: result.errors.map(withoutEcho) });
      },
    },
  ];
}
