import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoAnswer, sendOperation } from './graphql-client';
import { type BrokeredServer, type ServerBroker, startServerBroker } from './server-broker';

/** One request to the broker: its status and parsed body, if any. */
function ask(method: string, url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    request(url, { method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
    })
      .on('error', reject)
      .end();
  });
}

const REGISTER = `mutation ($email: String!, $password: String) {
  registerCustomer(input: { email: $email, password: $password }) { customer { email } }
}`;

/**
 * Each POST starts a server process with a database of its own: under the full test command, on
 * two busy cores, two starts have taken over 20 s.
 */
const STARTS_SERVERS_MS = 90_000;

describe('the commerce server broker', { timeout: STARTS_SERVERS_MS }, () => {
  let broker: ServerBroker;
  beforeAll(async () => {
    broker = await startServerBroker(undefined);
  });
  afterAll(() => broker.close());

  it('given POST /servers twice, it starts two servers, each with a database of its own', async () => {
    const first = (await ask('POST', `${broker.url}/servers`)) as {
      status: number;
      body: BrokeredServer;
    };
    const second = (await ask('POST', `${broker.url}/servers`)) as {
      status: number;
      body: BrokeredServer;
    };
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.endpoint).not.toBe(second.body.endpoint);
    expect(first.body.endpoint).toBe(`${first.body.origin}/graphql`);
    const register = (endpoint: string) =>
      sendOperation(endpoint, REGISTER, {
        email: 'twice@example.org',
        password: 'a-long-password-1',
      });
    expect((await register(first.body.endpoint)).errors).toEqual([]);
    expect((await register(first.body.endpoint)).errors).not.toEqual([]);
    expect((await register(second.body.endpoint)).errors).toEqual([]);
  });

  it('given DELETE /servers/{id}, it stops that server; an unknown id is a 404', async () => {
    const started = (await ask('POST', `${broker.url}/servers`)) as { body: BrokeredServer };
    expect((await ask('DELETE', `${broker.url}/servers/${started.body.id}`)).status).toBe(204);
    await expect(sendOperation(started.body.endpoint, '{ __typename }')).rejects.toThrow(NoAnswer);
    expect((await ask('DELETE', `${broker.url}/servers/${started.body.id}`)).status).toBe(404);
  });
});
