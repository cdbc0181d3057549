import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { SERVER_MESSAGES } from '@peptide/domain';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** graphql-js's wording when a variable's value does not fit its type; the value follows it. */
const VARIABLE_VALUE_ECHO = /^Variable "\$([^"]+)" got invalid value /;

/**
 * graphql-js's suggestions, which name the schema's fields, arguments, types and enum values:
 * ` Did you mean "name"?`, ` Did you mean the enum value "SIMPLE" or "VARIABLE"?`.
 */
const SUGGESTION = / Did you mean [^?]*\?/g;

/**
 * `error` without what echoes the request's input or names the schema: the `originalError` Yoga
 * attaches to a body that is not JSON (its message quotes the start of the body), the value of a
 * variable that does not fit its type (a password sent as a number would be quoted back), and
 * "Did you mean …?" suggestions. The code and HTTP status are kept otherwise: `spec: false`, as
 * Yoga's answer to a bad body was a 400 before the error was rebuilt, where a rebuilt error would
 * answer 200 to clients accepting JSON.
 */
function withoutDisclosure(error: GraphQLError): GraphQLError {
  const { originalError, http, ...extensions } = error.extensions ?? {};
  const variable = VARIABLE_VALUE_ECHO.exec(error.message)?.[1];
  const message =
    variable === undefined
      ? error.message.replace(SUGGESTION, '')
      : SERVER_MESSAGES.invalidVariableValue(variable);
  if (originalError === undefined && message === error.message) return error;
  return createGraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: http ? { ...extensions, http: { ...http, spec: false } } : extensions,
  });
}

/**
 * In production, answers tell a client no more about the server or the request than it needs:
 * introspection (`__schema`, `__type`) is refused, and error messages carry no "Did you mean …?"
 * suggestion (of a field, an argument, a type or an enum value), no `originalError` and no value
 * of an ill-typed variable. `extensions.code` stays on every error.
 *
 * @returns Yoga plugins; a development server leaves all of it on for GraphiQL and debugging
 */
export function productionDisclosurePlugins(): Plugin[] {
  return [
    useDisableIntrospection(),
    {
      onResultProcess({ result, setResult }) {
        if (Array.isArray(result) || !('errors' in result) || !result.errors) return;
        setResult({ ...result, errors: result.errors.map(withoutDisclosure) });
      },
    },
  ];
}
