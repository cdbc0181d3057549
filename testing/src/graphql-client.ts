import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type Answer, type SendOptions, sendOperation } from '@peptide/commerce-server/tooling';
import { print } from 'graphql';

export {
  type Answer,
  type AnsweredError,
  NoAnswer,
  postFrom,
  type SendOptions,
  sendOperation,
} from '@peptide/commerce-server/tooling';

/** A successful answer of a typed operation: its data and the session token answered, if any. */
export interface TypedAnswer<Data> {
  data: Data;
  session: string | null;
}

/**
 * Sends one of the SDK's typed documents through {@link sendOperation} and fails on anything but
 * data: an HTTP error status, a GraphQL error, a body that is not a GraphQL answer.
 *
 * @param url - the GraphQL endpoint
 * @param document - a typed document, e.g. `GetProductsDocument` of `@peptide/sdk`
 * @param variables - its variables, typed by the document
 * @param options - the tokens to present and the address to send from
 * @returns the data, typed by the document, and the session header answered
 * @throws Error naming the status and the errors when the answer carries no data
 */
export async function graphql<Data, Variables extends Record<string, unknown>>(
  url: string,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: SendOptions = {},
): Promise<TypedAnswer<Data>> {
  const answer: Answer<Data> = await sendOperation<Data>(url, print(document), variables, options);
  if (answer.status >= 300 || answer.errors.length > 0 || answer.data === null) {
    const detail = answer.malformed ?? JSON.stringify(answer.errors);
    throw new Error(`GraphQL ${answer.status}: ${detail}`);
  }
  return { data: answer.data, session: answer.sessionHeader };
}
