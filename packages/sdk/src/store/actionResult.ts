import { MESSAGES } from '@peptide/domain';
import type { CombinedError } from '@urql/core';

/**
 * The outcome of a hook action: success with the spec's message, or the message to show.
 * `ignored` marks an action the spec says to drop without a message (a missing cart item key).
 */
export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; ignored?: true };

/** The result of an action dropped before sending; there is nothing to show. */
export const IGNORED: ActionResult = { ok: false, message: '', ignored: true };

/**
 * The message of a failed request: the server's GraphQL message when there is one, else the
 * transport's, else the generic `Something went wrong.`
 */
export function errorMessage(error: CombinedError | undefined): string {
  return (
    error?.graphQLErrors[0]?.message ?? error?.networkError?.message ?? MESSAGES.somethingWentWrong
  );
}
