import { SESSION_HEADER } from '@peptide/domain';
import { postFrom } from './post-from';

/** One GraphQL error as the server answers it. */
export interface AnsweredError {
  message: string;
  /** The field the error is of, for an error of one field (the others still answer). */
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

/** What one request got back, and how long it took. */
export interface Answer<T> {
  status: number;
  /** From send to the whole body read. */
  ms: number;
  data: T | null;
  /** The answer's errors; empty when it had none. */
  errors: AnsweredError[];
  /** The `woocommerce-session` response header, when sent. */
  sessionHeader: string | null;
  /** The SQL statements the request ran, from a server started with `sqlStats`; else null. */
  statements: number | null;
  /** Set (to the body's first 200 characters) when the body was not a GraphQL JSON answer. */
  malformed: string | null;
}

/** How to send one operation: the tokens to present, and where from. */
export interface SendOptions {
  /** The session token, sent as `woocommerce-session: Session {token}`. */
  session?: string | null;
  /** The login token, sent as `Authorization: Bearer {token}`. */
  auth?: string | null;
  /**
   * The loopback address to send from (127.0.0.2, 127.0.0.3 …), so one test can act as several
   * clients; by default the system's choice (127.0.0.1).
   */
  from?: string;
}

/** A request that got no answer at all (connection refused or reset). */
export class NoAnswer extends Error {}

/**
 * The one GraphQL client of the tests, the load runner and the bench: sends one operation over
 * real HTTP as the storefront does (a JSON body, so CSRF prevention lets it through; the session
 * and login tokens in their headers) and times it from send to parsed body.
 *
 * @param url - the GraphQL endpoint
 * @param query - the operation, printed
 * @param variables - its variables
 * @param options - the tokens to present and the address to send from
 * @returns the answer; a non-JSON body is reported in `malformed`, never thrown
 * @throws NoAnswer when the server could not be reached
 * @remarks The answer is never judged here: a GraphQL error or an HTTP 500 is data for the
 * caller, which is what the load runner counts and what the tests assert.
 */
export async function sendOperation<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: SendOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.session) headers[SESSION_HEADER] = `Session ${options.session}`;
  if (options.auth) headers.authorization = `Bearer ${options.auth}`;
  const body = JSON.stringify({ query, variables });
  const started = performance.now();
  let response: Response;
  let text: string;
  try {
    response = options.from
      ? await postFrom(options.from, url, headers, body)
      : await fetch(url, { method: 'POST', headers, body });
    text = await response.text();
  } catch (error) {
    throw new NoAnswer(
      error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error),
    );
  }
  const ms = performance.now() - started;
  const sessionHeader = response.headers.get(SESSION_HEADER);
  const statements = response.headers.get('x-sql-statements');
  const answer = {
    status: response.status,
    ms,
    sessionHeader,
    statements: statements === null ? null : Number(statements),
  };
  try {
    const parsed = JSON.parse(text) as { data?: T | null; errors?: AnsweredError[] };
    return { ...answer, data: parsed.data ?? null, errors: parsed.errors ?? [], malformed: null };
  } catch {
    return { ...answer, data: null, errors: [], malformed: text.slice(0, 200) };
  }
}
