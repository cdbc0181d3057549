import type { AnyVariables, OperationResult } from '@urql/core';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import { ServerResponseError } from './exchanges/serverResponseError';
import type { SessionClient } from './sessionClient';
import type { StoredUser } from './storage/records';

/** The 400's message: a body that is no GraphQL query or mutation the relay can run. */
export const NOT_AN_OPERATION_MESSAGE = 'The request is not a GraphQL operation.';
/** The 403's message: the browser sent a login plugin's refresh mutation. */
export const REFRESH_REFUSED_MESSAGE =
  'The shop renews the login on its server; a refresh is not sent from the browser.';
/** The 502's message: the backend could not be reached or gave no GraphQL answer. */
export const BACKEND_DOWN_MESSAGE = "The shop's backend did not answer.";

/** Fields that hold a login, refresh or WooCommerce session token: null in every relayed answer. */
export const TOKEN_FIELDS: ReadonlySet<string> = new Set([
  'authToken',
  'refreshToken',
  'jwtAuthToken',
  'jwtRefreshToken',
  'sessionToken',
  'wooSessionToken',
  'jwtUserSecret',
]);

/** The login plugins' refresh mutations: the server renews the login, never the browser. */
const REFRESH_FIELDS = new Set(['refreshJwtAuthToken', 'refreshToken']);
const MAX_QUERY_LENGTH = 100_000;

/** One GraphQL operation as the browser's store posts it. */
export interface BrowserOperation {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
}

/** An error of a relayed answer, as GraphQL over HTTP spells it. */
export interface RelayError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/** What the relay answers the browser: an HTTP status and a GraphQL response without tokens. */
export interface RelayAnswer {
  status: number;
  body: {
    data?: unknown;
    errors?: readonly RelayError[];
    /** Who the server says the shopper is after the operation. */
    extensions: { shopper: { user: StoredUser | null } };
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a JSON request body as one GraphQL operation.
 *
 * @param body - the parsed JSON body of the browser's POST
 * @returns the operation, with absent `variables` and `operationName` as null; null when the body
 *   is not an object, `query` is not a string of at most 100,000 characters, `variables` is not
 *   an object or null, or `operationName` is not a string or null
 */
export function readBrowserOperation(body: unknown): BrowserOperation | null {
  if (!isRecord(body)) return null;
  const { query, variables = null, operationName = null } = body;
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return null;
  if (variables !== null && !isRecord(variables)) return null;
  if (operationName !== null && typeof operationName !== 'string') return null;
  return { query, variables, operationName };
}

/** The root fields of a selection, through inline fragments and fragment spreads. */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return rootFields(selection.selectionSet, fragments, seen);
    }
    const fragment = fragments.get(selection.name.value);
    if (!fragment || seen.has(fragment.name.value)) return [];
    seen.add(fragment.name.value);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

/** The document's operation to run (by name, or the only one), with the fragments; or null. */
function pickOperation(
  query: string,
  name: string | null,
): {
  operation: OperationDefinitionNode;
  document: DocumentNode;
  fragments: FragmentDefinitionNode[];
} | null {
  let parsed: DocumentNode;
  try {
    parsed = parse(query);
  } catch {
    return null;
  }
  const operations = parsed.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = parsed.definitions.filter(
    (definition): definition is FragmentDefinitionNode =>
      definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  const operation =
    name === null
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((candidate) => candidate.name?.value === name);
  if (!operation) return null;
  return {
    operation,
    document: { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    fragments,
  };
}

/** A copy of a JSON value with every {@link TOKEN_FIELDS} property set to null. */
function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, TOKEN_FIELDS.has(key) ? null : scrub(inner)]),
  );
}

/** A string field of a payload, or '' when it is missing. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A non-blank string token, or null. */
const token = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Keeps on the server the login a root payload brings (`login`, `registerCustomer`, a new password). */
function keepLogin(session: SessionClient, field: string, payload: unknown): void {
  if (!isRecord(payload)) return;
  const authToken = token(payload.authToken);
  if (!authToken) return;
  const refreshToken = token(payload.refreshToken);
  if (field === 'login') {
    const user = isRecord(payload.user) ? payload.user : {};
    const kept = { id: text(user.id), name: text(user.name), email: text(user.email) };
    session.logIn({ authToken, refreshToken, user: kept });
  } else if (field === 'registerCustomer') {
    const customer = isRecord(payload.customer) ? payload.customer : {};
    const user = { id: text(customer.id), name: '', email: text(customer.email) };
    session.logIn({ authToken, refreshToken, user });
  } else if (field === 'changeAccountCredentials') {
    const current = session.shopper();
    if (!current.authToken || !current.user) return;
    const email = isRecord(payload.customer) ? token(payload.customer.email) : null;
    const user = { ...current.user, ...(email ? { email } : {}) };
    session.logIn({ authToken, refreshToken: current.refreshToken, user });
  }
}

/** An error of a GraphQL answer, scrubbed, in the relay's shape. */
function relayError(error: { message: string; path?: unknown; extensions?: unknown }): RelayError {
  const extensions = isRecord(error.extensions) ? error.extensions : {};
  return {
    message: error.message,
    ...(Array.isArray(error.path) ? { path: error.path } : {}),
    ...(Object.keys(extensions).length > 0
      ? { extensions: scrub(extensions) as Record<string, unknown> }
      : {}),
  };
}

/** A backend's refusal with a 4xx and GraphQL errors (a document over its limits), as it said it. */
function refusal(error: Error | undefined): { status: number; errors: RelayError[] } | null {
  if (!(error instanceof ServerResponseError) || error.statusCode < 400 || error.statusCode >= 500)
    return null;
  const said =
    isRecord(error.result) && Array.isArray(error.result.errors) ? error.result.errors : [];
  const errors = said.filter(
    (entry): entry is { message: string } => isRecord(entry) && typeof entry.message === 'string',
  );
  return errors.length > 0 ? { status: error.statusCode, errors: errors.map(relayError) } : null;
}

/**
 * Runs one of the browser's GraphQL operations as the shopper of a server session and answers
 * the browser without any token.
 *
 * @param session - the request's session client over the shopper's cookie
 * @param operation - the operation the browser posted (see {@link readBrowserOperation})
 * @returns the HTTP status and GraphQL response to send back: 200 for any GraphQL answer (its
 *   errors included), the backend's own 4xx when it refused the document with GraphQL errors,
 *   400 ({@link NOT_AN_OPERATION_MESSAGE}) for a body that does not parse or a missing operation
 *   or a subscription, 403 ({@link REFRESH_REFUSED_MESSAGE}) for a login plugin's refresh
 *   mutation, 502 ({@link BACKEND_DOWN_MESSAGE}) when the backend did not answer
 * @remarks The tokens stay on the server: a `login`, a `registerCustomer` with tokens and a
 *   `changeAccountCredentials` with a renewed login token are kept with `session.logIn`, a new
 *   WooCommerce session token by the session client itself, and every {@link TOKEN_FIELDS}
 *   property of `data` and of the errors' extensions is answered null (the key stays, so the
 *   browser's typed documents still read). Payloads are found by their response key and told
 *   apart by their field name, so an aliased `login` is kept too. Queries go out network-only.
 *   `extensions.shopper.user` always says who the session's shopper is now, so the browser
 *   follows a login through the relay or one ended by a refused refresh. Write
 *   `session.shopper()` back to the cookie when `session.changed()`.
 */
export async function relayShopperOperation(
  session: SessionClient,
  operation: BrowserOperation,
): Promise<RelayAnswer> {
  const answer = (status: number, body: Omit<RelayAnswer['body'], 'extensions'>): RelayAnswer => ({
    status,
    body: { ...body, extensions: { shopper: { user: session.shopper().user } } },
  });
  const fail = (status: number, message: string, code: string) =>
    answer(status, { errors: [{ message, extensions: { code } }] });

  const picked = pickOperation(operation.query, operation.operationName);
  if (!picked || picked.operation.operation === 'subscription') {
    return fail(400, NOT_AN_OPERATION_MESSAGE, 'BAD_REQUEST');
  }
  const fragments = new Map(picked.fragments.map((fragment) => [fragment.name.value, fragment]));
  const fields = rootFields(picked.operation.selectionSet, fragments);
  if (fields.some((field) => REFRESH_FIELDS.has(field.name.value))) {
    return fail(403, REFRESH_REFUSED_MESSAGE, 'FORBIDDEN');
  }

  const variables = operation.variables ?? {};
  const result: OperationResult<unknown, AnyVariables> =
    picked.operation.operation === 'query'
      ? await session.client
          .query(picked.document, variables, { requestPolicy: 'network-only' })
          .toPromise()
      : await session.client.mutation(picked.document, variables).toPromise();

  const networkError = result.error?.networkError;
  if (networkError) {
    const refused = refusal(networkError);
    return refused
      ? answer(refused.status, { errors: refused.errors })
      : fail(502, BACKEND_DOWN_MESSAGE, 'BAD_GATEWAY');
  }
  if (isRecord(result.data)) {
    for (const field of fields) {
      keepLogin(session, field.name.value, result.data[field.alias?.value ?? field.name.value]);
    }
  }
  const errors = result.error?.graphQLErrors.map(relayError) ?? [];
  return answer(200, {
    ...(result.data !== undefined ? { data: scrub(result.data) } : {}),
    ...(errors.length > 0 ? { errors } : {}),
  });
}
