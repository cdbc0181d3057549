/**
 * Writes `src/graphql/trusted-documents.json`: the hash of each operation of the SDK (the
 * `.graphql` files under `packages/sdk/src/operations`), which the server then runs beyond the
 * limits it holds other documents to. Run after changing the operations:
 * `pnpm --filter @peptide/commerce-server trusted-documents`.
 */
import { writeFileSync } from 'node:fs';
import { sdkOperationHashes } from './testing/sdk-operations';

const file = new URL('./graphql/trusted-documents.json', import.meta.url);
const hashes = sdkOperationHashes();
writeFileSync(file, `${JSON.stringify(hashes, null, 2)}\n`);
console.log(`${Object.keys(hashes).length} trusted documents written to ${file.pathname}`);
