import type { IncomingMessage } from 'node:http';
import { SERVER_MESSAGES } from '@peptide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { compileProxyTrust } from '../proxy-trust';
import type { RunningServer } from '../server';
import { LOGIN, REGISTER, Shopper } from '../testing/shopper';
import { startServer } from '../testing/test-server';
import { clientAddressOf } from './client-address';

const request = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  }) as unknown as IncomingMessage;

const addressOf = (trust: string, socket: string, forwarded?: string) =>
  clientAddressOf(request(socket, forwarded), compileProxyTrust(trust));

describe('the client address', () => {
  it('given no trusted proxy, is the socket address, whatever the header claims', () => {
    expect(addressOf('', '203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(addressOf('0', '127.0.0.1', '10.0.0.1')).toBe('127.0.0.1');
  });

  it('given 1 hop, is the entry the balancer appended last, not one the client claimed', () => {
    expect(addressOf('1', '127.0.0.1', '10.0.0.1, 198.51.100.4')).toBe('198.51.100.4');
    expect(addressOf('1', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('given 2 hops, is the entry the second proxy appended', () => {
    expect(addressOf('2', '10.0.0.2', '10.0.0.1, 198.51.100.4, 10.0.0.3')).toBe('198.51.100.4');
  });

  it('given a list of addresses and subnets, is the nearest entry none of them holds', () => {
    const trust = '127.0.0.1, 10.0.0.0/8';
    expect(addressOf(trust, '127.0.0.1', '198.51.100.4, 10.1.2.3')).toBe('198.51.100.4');
    expect(addressOf(trust, '10.9.9.9', '198.51.100.4')).toBe('198.51.100.4');
  });

  it('given loopback, is the shopper the storefront on this machine forwarded', () => {
    expect(addressOf('loopback', '127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
    expect(addressOf('loopback', '::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(addressOf('loopback', '::ffff:127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
  });

  it('given entries a shopper wrote before the trusted proxy’s, ignores them', () => {
    // The shopper sent "X-Forwarded-For: 127.0.0.1, 10.0.0.1"; the storefront appended its address.
    expect(addressOf('loopback', '127.0.0.1', '127.0.0.1, 10.0.0.1, 198.51.100.4')).toBe(
      '198.51.100.4',
    );
  });

  it('given a socket that is no trusted proxy, is that socket, whatever its header says', () => {
    expect(addressOf('loopback', '198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
    expect(addressOf('10.0.0.0/8', '192.168.1.5', '203.0.113.9')).toBe('192.168.1.5');
  });

  it('given a value that names no address, subnet or hop count, refuses to compile it', () => {
    expect(() => compileProxyTrust('storefront')).toThrow(/invalid IP address: storefront/);
  });
});

describe('per-client throttles behind the storefront over HTTP', () => {
  let server: RunningServer | undefined;
  afterEach(() => server?.close());

  /** A login sent from this machine's storefront, forwarding the shopper at `shopper`. */
  async function loginForwardedAs(shopper: string, username: string, password: string) {
    const response = await fetch(server?.url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': shopper },
      body: JSON.stringify({ query: LOGIN, variables: { username, password } }),
    });
    return (await response.json()) as {
      data?: { login?: unknown };
      errors?: { message: string }[];
    };
  }

  it('given COMMERCE_TRUST_PROXY=loopback, two shoppers forwarded as different addresses are counted apart', async () => {
    server = await startServer({ port: 0, trustProxy: 'loopback' });
    await new Shopper(server).ok(REGISTER, { email: 'owner@example.org', password: 'right-one' });
    // 20 wrong logins a client address, each for another name (5 a name would stop them first).
    for (let n = 0; n < 20; n++) {
      const answer = await loginForwardedAs('127.0.0.9', `nobody${n}@example.org`, 'wrong');
      expect(answer.errors?.[0]?.message).not.toBe(SERVER_MESSAGES.tooManyLoginAttempts(15));
    }
    const refused = await loginForwardedAs('127.0.0.9', 'nobody20@example.org', 'wrong');
    expect(refused.errors?.[0]?.message).toBe(SERVER_MESSAGES.tooManyLoginAttempts(15));

    const other = await loginForwardedAs('127.0.0.10', 'owner@example.org', 'right-one');
    expect(other.errors).toBeUndefined();
    expect(other.data?.login).toBeTruthy();
  });
});
