import { SERVER_MESSAGES } from '@peptide/domain';
import { type DocumentNode, Kind, parse, print, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { sdkOperationHashes, sdkOperations } from '../testing/sdk-operations';
import { startServer } from '../testing/test-server';
import { documentHash, isSdkDocument } from './trusted-documents';
import listed from './trusted-documents.json' with { type: 'json' };

/** `document` as the SDK's urql client sends it: `__typename` in every selection, fragments first. */
function asUrqlSends(document: DocumentNode): string {
  const typed = visit(document, {
    SelectionSet: (set) => ({
      ...set,
      selections: [
        ...set.selections,
        { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
      ],
    }),
  });
  return print({ ...typed, definitions: [...typed.definitions].reverse() });
}

const getProducts = () => {
  const operation = sdkOperations().find(({ name }) => name === 'GetProducts');
  if (!operation) throw new Error('The SDK has no GetProducts operation.');
  return operation.query;
};

describe('trusted documents', () => {
  it('given the operations of the SDK, trusted-documents.json lists the hash of each (else run `pnpm --filter @peptide/commerce-server trusted-documents`)', () => {
    expect(listed).toEqual(sdkOperationHashes());
  });

  it('given an operation as urql sends it, or reformatted, it hashes as the operation file; another field, alias or argument changes the hash', () => {
    const query = getProducts();
    const hash = documentHash(parse(query));
    expect(documentHash(parse(asUrqlSends(parse(query))))).toBe(hash);
    expect(documentHash(parse(query.replace(/\s+/g, ' ')))).toBe(hash);
    expect(isSdkDocument(parse(asUrqlSends(parse(query))))).toBe(true);
    for (const changed of [
      query.replace('nodes {', 'nodes { name'),
      query.replace('nodes {', 'nodes { t: __typename'),
      query.replace('products(', 'products(last: 100, '),
    ]) {
      expect(documentHash(parse(changed))).not.toBe(hash);
      expect(isSdkDocument(parse(changed))).toBe(false);
    }
  });

  describe('over HTTP, on a server allowing a depth of 3', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ port: 0, maxDepth: 3 });
    });
    afterAll(() => server?.close());

    const post = async (query: string) => {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { first: 100_000 } }),
      });
      const body = (await response.json()) as {
        data?: { products?: { nodes: unknown[] } };
        errors?: { message: string }[];
      };
      return { status: response.status, body };
    };

    it("given the SDK's GetProducts, deeper than 3, as urql sends it, it runs, its page capped at 100; changed by one field it is refused", async () => {
      const trusted = await post(asUrqlSends(parse(getProducts())));
      expect(trusted.status).toBe(200);
      expect(trusted.body.errors).toBeUndefined();
      expect(trusted.body.data?.products?.nodes.length).toBeGreaterThan(0);
      expect(trusted.body.data?.products?.nodes.length).toBeLessThanOrEqual(100);
      const changed = await post(getProducts().replace('nodes {', 'nodes { name'));
      expect(changed.status).toBe(400);
      expect(changed.body.errors?.map((error) => error.message)).toEqual([
        SERVER_MESSAGES.queryTooDeep(3),
      ]);
    });
  });
});
