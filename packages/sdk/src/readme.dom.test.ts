import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { GetCartDocument } from './generated/graphql';
import * as sdk from './index';
import { localStorageAdapter } from './storage/storage';
import { commerceServerPerFile } from './testing/commerceServer';
import { dataOf } from './testing/results';

const server = commerceServerPerFile();

const README_ENDPOINT = "'http://127.0.0.1:4000/graphql'";
const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../README.md'), 'utf8');
/** The README's opening example: the TypeScript block that builds a client. */
const example = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)]
  .map((match) => match[1] ?? '')
  .find((block) => block.includes('createCommerceClient({'));

/** The names the example imports from `@peptide/sdk`, and its code after the import. */
function splitImport(block: string): { names: string[]; body: string } {
  const match = /^import \{([^}]*)\} from '@peptide\/sdk';\n/m.exec(block);
  if (!match) throw new Error("the README example does not import from '@peptide/sdk'");
  const names = (match[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { names, body: block.replace(match[0], '') };
}

/**
 * Runs the example as written, with the test server's endpoint for the README's local one and
 * `console.log` captured.
 */
async function runExample(block: string, endpoint: string): Promise<string[]> {
  const { names, body } = splitImport(block);
  const source = `export async function run(${[...names, 'console'].join(', ')}) {\n${body.replace(README_ENDPOINT, JSON.stringify(endpoint))}\n}`;
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS },
  });
  const exports: { run?: (...args: unknown[]) => Promise<void> } = {};
  new Function('exports', outputText)(exports);
  const logged: string[] = [];
  const imports = names.map((name) => (sdk as Record<string, unknown>)[name]);
  await exports.run?.(...imports, { log: (line: string) => logged.push(line) });
  return logged;
}

afterEach(() => {
  localStorage.clear();
});

describe('the README example', () => {
  it('given the README, its example imports only what @peptide/sdk exports and names the local endpoint', () => {
    expect(example).toBeDefined();
    const { names, body } = splitImport(example ?? '');
    expect(names.filter((name) => !(name in sdk))).toEqual([]);
    expect(body).toContain(README_ENDPOINT);
  });

  it('given the seeded server, the example finds its product and adds two to a new cart', async () => {
    const logged = await runExample(example ?? '', server.endpoint);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^BPC-157 5mg × 2 added; cart total €\d+\.\d{2}$/);

    // The example stored its session in the browser, so the same shopper sees that cart.
    const { client } = server.shopper(localStorageAdapter());
    const cart = dataOf(await client.query(GetCartDocument, {}).toPromise()).cart;
    expect(
      cart?.contents?.nodes?.map((item) => [item?.product?.node?.slug, item?.quantity]),
    ).toEqual([['bpc-157-5mg', 2]]);
  });
});
