import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** The session header the commerce server answers and expects back (`Session {token}`). */
export const SESSION_HEADER = 'woocommerce-session';

/** A GraphQL answer with its session header. */
export interface GraphqlAnswer<Data> {
  data: Data;
  session: string | null;
}

/**
 * Sends one operation as JSON (so CSRF prevention lets it through) and fails on any error.
 *
 * @param url - the GraphQL endpoint
 * @param document - a typed document from @peptide/sdk
 * @param variables - its variables
 * @param session - a session token to send, as the SDK does
 * @returns the data and the session token the server answered, if any
 */
export async function graphql<Data, Variables>(
  url: string,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  session?: string,
): Promise<GraphqlAnswer<Data>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) headers[SESSION_HEADER] = `Session ${session}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return { data: body.data, session: response.headers.get(SESSION_HEADER) };
}

/** A raw GraphQL answer: status, body and headers. */
export interface RawAnswer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string }[] };
  headers: Headers;
}

/**
 * Posts a printed operation as JSON, as the SDK does, without judging the answer.
 *
 * @param url - the GraphQL endpoint
 * @param body - query and variables
 * @param session - a session token to send
 * @returns the status, parsed body and headers
 */
export async function postOperation(
  url: string,
  body: { query: string; variables?: Record<string, unknown> },
  session?: string | null,
): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) headers[SESSION_HEADER] = `Session ${session}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    body: (await response.json()) as RawAnswer['body'],
    headers: response.headers,
  };
}
