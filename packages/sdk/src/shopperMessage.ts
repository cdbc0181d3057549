import { MESSAGES } from '@peptide/domain';
import type { CombinedError } from '@urql/core';

/**
 * What GraphQL and the transport say when a document does not fit the backend or the request
 * failed: words for a developer, never for a shopper.
 */
const RAW =
  /Cannot query field|Unknown (argument|type|fragment|directive)|is not defined by type|Variable "\$|Syntax Error|Expected (type|value)|Field "[^"]*" (of type|argument)|GraphQL|Response not successful|status code|Failed to fetch|NetworkError|fetch failed|Load failed|Unexpected token|JSON/;

/**
 * The sentence a shopper is shown for a failed request.
 *
 * @param error - the failed request's error, if any
 * @returns the backend's own message (a refusal such as `Only 1 item(s) left in stock.`), or
 *   `MESSAGES.requestFailed` where the backend or the connection said something only a developer
 *   reads (a document the backend does not know, a status code, a dropped connection); null
 *   without an error
 */
export function shopperMessage(error: CombinedError | undefined): string | null {
  if (!error) return null;
  const said = error.graphQLErrors[0]?.message;
  return said && !RAW.test(said) ? said : MESSAGES.requestFailed;
}
