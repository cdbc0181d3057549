import { SESSION_HEADER } from '@peptide/domain';
/** One GraphQL error as the server answers it. */
export interface AnsweredError {
  message: string;
}

/** What one request got back, and how long it took. */
export interface Answer<T> {
  status: number;
  ms: number;
  data: T | null;
  errors: AnsweredError[];
  /** The `woocommerce-session` response header, when sent. */
  sessionHeader: string | null;
  /** Set when the body was not a GraphQL JSON answer. */
  malformed: string | null;
}

/** A request that got no answer at all (connection refused or reset). */
export class NoAnswer extends Error {}

/**
 * Sends one GraphQL operation over real HTTP as the storefront does (JSON body, the session
 * token in `woocommerce-session`), timing it from send to parsed body.
 *
 * @param url - the GraphQL endpoint
 * @param sessionToken - the session token to present, or null for none
 * @param query - the operation
 * @param variables - its variables
 * @returns the answer; a non-JSON body is reported in `malformed`, never thrown
 * @throws NoAnswer when the server could not be reached
 */
export async function sendOperation<T>(
  url: string,
  sessionToken: string | null,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sessionToken) headers[SESSION_HEADER] = `Session ${sessionToken}`;
  const started = performance.now();
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    text = await response.text();
  } catch (error) {
    throw new NoAnswer(
      error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error),
    );
  }
  const ms = performance.now() - started;
  const sessionHeader = response.headers.get(SESSION_HEADER);
  try {
    const body = JSON.parse(text) as { data?: T | null; errors?: AnsweredError[] };
    return {
      status: response.status,
      ms,
      data: body.data ?? null,
      errors: body.errors ?? [],
      sessionHeader,
      malformed: null,
    };
  } catch {
    return {
      status: response.status,
      ms,
      data: null,
      errors: [],
      sessionHeader,
      malformed: text.slice(0, 200),
    };
  }
}
