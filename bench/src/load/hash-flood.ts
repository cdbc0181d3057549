/**
 * Login latency under a password-hashing flood (`pnpm --filter @peptide/bench
 * hash-flood`): a customer logs in one request after another, first on a quiet server, then
 * while 40 other client addresses register accounts as fast as the server lets them (each
 * registration hashes a new password). Prints p50 and p99 of both; exits 1 when the flood raises
 * login p99 above 1 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postFrom } from '@peptide/test-support/client';
import { startServerProcess } from './server-process';

const LOGINS = 40;
const FLOODERS = 40;
const REGISTER = `mutation ($email: String!) {
  registerCustomer(input: { email: $email, password: "flood-password" }) { authToken }
}`;
const LOGIN = `mutation { login(input: { username: "busy@example.org", password: "busy-password" }) { authToken } }`;

const directory = mkdtempSync(join(tmpdir(), 'commerce-hash-flood-'));
const server = await startServerProcess(join(directory, 'flood.sqlite'));
const post = (from: string, query: string, variables: Record<string, unknown> = {}) =>
  postFrom(
    from,
    server.url,
    { 'content-type': 'application/json' },
    JSON.stringify({ query, variables }),
  ).then((response) => response.json() as Promise<{ errors?: unknown[] }>);

/** Logins one after another from 127.0.0.1; their durations in ms, sorted. */
async function loginTimes(): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < LOGINS; n++) {
    const started = performance.now();
    const answer = await post('127.0.0.1', LOGIN);
    if (answer.errors) throw new Error(`login failed: ${JSON.stringify(answer.errors)}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

try {
  await post('127.0.0.1', REGISTER.replace('flood-password', 'busy-password'), {
    email: 'busy@example.org',
  });
  const quiet = await loginTimes();
  let flooding = true;
  let registered = 0;
  const flood = Array.from({ length: FLOODERS }, async (_, client) => {
    for (let n = 0; flooding; n++) {
      const answer = await post(`127.0.0.${10 + client}`, REGISTER, {
        email: `flood-${client}-${n}@example.org`,
      });
      if (answer.errors) break;
      registered++;
    }
  });
  const busy = await loginTimes();
  flooding = false;
  await Promise.all(flood);
  const line = (name: string, times: number[]) =>
    `${name}: login p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms`;
  console.log(line('quiet server', quiet));
  console.log(
    `${line('hashing flood', busy)} (${registered} registrations from ${FLOODERS} addresses meanwhile)`,
  );
  if (percentile(busy, 99) > 1000) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(directory, { recursive: true, force: true });
}
