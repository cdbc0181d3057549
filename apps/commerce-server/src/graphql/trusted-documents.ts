import { createHash } from 'node:crypto';
import { type DocumentNode, type FragmentDefinitionNode, Kind, print, visit } from 'graphql';
import sdkHashes from './trusted-documents.json' with { type: 'json' };

const FRAGMENT = Kind.FRAGMENT_DEFINITION;

/**
 * The sha256 (hex) by which a document is trusted: of its text as graphql-js prints it, its
 * operations first and its fragments in name order, without the unaliased `__typename` fields.
 *
 * @param document - a parsed document
 * @returns the hash
 * @remarks The SDK's urql client sends codegen's documents printed by its own printer, with
 *   `__typename` added to every selection and the fragments in another order; printing them the
 *   same way here makes the request and the operation file hash alike. `__typename` costs nothing
 *   to answer, so a trusted document with more of it asks no more of the server.
 */
export function documentHash(document: DocumentNode): string {
  const bare = visit(document, {
    Field: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined),
  });
  const fragments = bare.definitions
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === FRAGMENT)
    .sort((a, b) => (a.name.value < b.name.value ? -1 : 1));
  const operations = bare.definitions.filter((definition) => definition.kind !== FRAGMENT);
  const canonical = print({ ...bare, definitions: [...operations, ...fragments] });
  return createHash('sha256').update(canonical).digest('hex');
}

/** Tells whether a parsed document is trusted; see {@link trustedDocuments}. */
export type IsTrusted = (document: DocumentNode) => boolean;

/**
 * Trusts the documents whose {@link documentHash} is one of `hashes`.
 *
 * @param hashes - the trusted hashes
 * @returns the test, which remembers its answer per document: Yoga parses a query text once and
 *   hands the same document to every request that sends it
 */
export function trustedDocuments(hashes: Iterable<string>): IsTrusted {
  const trusted = new Set(hashes);
  const answers = new WeakMap<DocumentNode, boolean>();
  return (document) => {
    let answer = answers.get(document);
    if (answer === undefined) {
      answer = trusted.has(documentHash(document));
      answers.set(document, answer);
    }
    return answer;
  };
}

/**
 * The SDK's own operations, trusted: `trusted-documents.json` holds the hash of each operation
 * of `packages/sdk/src/operations` with the fragments it uses, as codegen builds its documents.
 * Regenerate it with `pnpm --filter @peptide/commerce-server trusted-documents` after changing
 * the operations (`trusted-documents.test.ts` fails while it is stale).
 */
export const isSdkDocument: IsTrusted = trustedDocuments(Object.values(sdkHashes));
