import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tsupConfig from '../tsup.config';
import { DEVELOPMENT_NEWSLETTER_KEY } from './http/newsletter-key';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Waits for the "ready at {url}" line of the started server. */
function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe('the built server (node dist/main.js)', () => {
  // Inside the app, so the bundle finds schema/ by walking up as dist/ does; node_modules is
  // ignored by git.
  const outDir = mkdtempSync(join(APP_DIR, 'node_modules', '.built-server-'));
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    await build({ ...tsupConfig, outDir, sourcemap: false, silent: true, config: false });
    child = spawn(process.execPath, [join(outDir, 'main.js')], {
      env: {
        ...process.env,
        PORT: '0',
        DATABASE_PATH: ':memory:',
        JWT_SECRET: 'built-server-test',
        AUTH_TOKEN_LIFETIME_SECONDS: '3600',
        NEWSLETTER_API_KEY: '',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await readyUrl(child);
  }, 60_000);

  afterAll(() => {
    child?.kill('SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
  });

  const post = async (query: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  };

  it('given a fresh in-memory database, it starts seeded', async () => {
    const answer = await post('{ product(id: "bpc-157-5mg", idType: SLUG) { databaseId } }');
    expect(answer).toEqual({ data: { product: { databaseId: 101 } } });
  });

  it('given AUTH_TOKEN_LIFETIME_SECONDS, a login token expires after that many seconds', async () => {
    const answer = (await post(
      'mutation { registerCustomer(input: { email: "built@example.org", password: "password-one" }) { authToken } }',
    )) as { data: { registerCustomer: { authToken: string } } };
    const [, payload = ''] = answer.data.registerCustomer.authToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('given an unknown coupon, the user error reaches the client with its message', async () => {
    const answer = await post(
      'mutation { applyCoupon(input: { code: "NOPE" }) { applied { code } } }',
    );
    expect(answer.errors?.[0]?.message).toBe('Coupon "NOPE" does not exist!');
  });

  it('given a development start without NEWSLETTER_API_KEY, the contacts API takes the key the storefront sends by default', async () => {
    const contact = (key: string) =>
      fetch(new URL('/v3/contacts', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-key': key },
        body: JSON.stringify({ email: 'built@example.org' }),
      });
    expect((await contact('another-key')).status).toBe(401);
    expect((await contact(DEVELOPMENT_NEWSLETTER_KEY)).status).toBe(201);
  });
});
