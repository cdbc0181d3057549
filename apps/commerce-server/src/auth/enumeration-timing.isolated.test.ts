import { describe, expect, it } from 'vitest';
import { type GraphQLAnswer, LOGIN, REGISTER, Shopper, useTestShop } from '../testing/shopper';

const SEND_RESET = `mutation ($email: String!) { sendReactResetPasswordEmail(input: { email: $email }) { success message } }`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Whether two sets of response times look alike: their fastest answers within a factor of 3, or
 * within 15 ms of each other. The fastest, not the median: on a loaded machine (the test command
 * runs the browser suite beside this one) scheduling only ever adds time, to a few samples at
 * random, and moved the medians of four samples threefold either way; the work a request itself
 * does shows in every sample, the fastest included. The hole this guards was 38 ms against 2 ms.
 */
function indistinguishable(a: number[], b: number[]): boolean {
  const [x, y] = [Math.min(...a), Math.min(...b)];
  return Math.max(x, y) <= 3 * Math.min(x, y) || Math.abs(x - y) <= 15;
}

/** Sends one operation from a fresh client and times it. */
async function timed(shopper: Shopper, query: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const answer = await shopper.send(query, variables);
  return { ms: performance.now() - started, answer };
}

/** What a client can compare between two answers: status, data and errors. */
const visible = (answer: GraphQLAnswer) =>
  JSON.stringify({ status: answer.status, data: answer.data, errors: answer.errors });

describe('whether an e-mail is registered shows neither in the answer nor in its time', () => {
  const shop = useTestShop();

  it('given wrong passwords for registered addresses and any password for unknown ones, login answers alike in the same time', async () => {
    const known = ['ann@example.org', 'ben@example.org', 'cat@example.org'];
    for (const email of known)
      await new Shopper(shop.server).ok(REGISTER, { email, password: 'password-one' });
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = new Set<string>();
    // Three tries per account stay under its throttle; eighteen in all under the client's.
    for (let round = 0; round < 3; round++) {
      for (const [index, email] of known.entries()) {
        const hit = await timed(new Shopper(shop.server), LOGIN, {
          username: email,
          password: 'wrong-password',
        });
        const miss = await timed(new Shopper(shop.server), LOGIN, {
          username: `nobody-${round}-${index}@example.org`,
          password: 'wrong-password',
        });
        times.known.push(hit.ms);
        times.unknown.push(miss.ms);
        answers.add(visible(hit.answer)).add(visible(miss.answer));
      }
    }
    console.log(
      `login timing: registered median ${median(times.known).toFixed(1)} ms (fastest ${Math.min(...times.known).toFixed(1)}), unknown median ${median(times.unknown).toFixed(1)} ms (fastest ${Math.min(...times.unknown).toFixed(1)})`,
    );
    expect(answers.size).toBe(1);
    expect(indistinguishable(times.known, times.unknown)).toBe(true);
  });

  it('given registered and unknown addresses, the lost-password request answers alike in the same time', async () => {
    const known = ['dan@example.org', 'eve@example.org', 'fay@example.org', 'gus@example.org'];
    for (const email of known)
      await new Shopper(shop.server).ok(REGISTER, { email, password: 'password-one' });
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = new Set<string>();
    // One request per address, ten in all: within the per-address and per-client limits.
    for (const [index, email] of known.entries()) {
      const hit = await timed(new Shopper(shop.server), SEND_RESET, { email });
      const miss = await timed(new Shopper(shop.server), SEND_RESET, {
        email: `nobody-${index}@example.org`,
      });
      times.known.push(hit.ms);
      times.unknown.push(miss.ms);
      answers.add(visible(hit.answer)).add(visible(miss.answer));
    }
    console.log(
      `lost-password timing: registered median ${median(times.known).toFixed(1)} ms (fastest ${Math.min(...times.known).toFixed(1)}), unknown median ${median(times.unknown).toFixed(1)} ms (fastest ${Math.min(...times.unknown).toFixed(1)})`,
    );
    expect(answers.size).toBe(1);
    expect(indistinguishable(times.known, times.unknown)).toBe(true);
  });
});
