import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  clientAddressResolver,
  forwardingFetch,
  nameClient,
} from './clientAddress.server';

/** An arriving request from `socket`, with the `X-Forwarded-For` a client or proxy sent. */
function arriving(socket: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  } as unknown as IncomingMessage;
}

describe('the client address', () => {
  it('given no trusted proxy / it is the socket, whatever X-Forwarded-For claims', () => {
    expect(clientAddressResolver('')(arriving('203.0.113.5', '198.51.100.1'))).toBe('203.0.113.5');
  });

  it('given one trusted hop / it is the last X-Forwarded-For entry, the one the balancer appended', () => {
    const resolve = clientAddressResolver('1');
    expect(resolve(arriving('10.0.0.2', '198.51.100.1, 203.0.113.9'))).toBe('203.0.113.9');
  });

  it('given trusted addresses / it is the nearest entry that is not one of them, and a spoofed earlier entry is ignored', () => {
    const resolve = clientAddressResolver('loopback, 10.0.0.0/8');
    expect(resolve(arriving('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3'))).toBe('203.0.113.9');
    expect(resolve(arriving('192.0.2.44', '6.6.6.6'))).toBe('192.0.2.44');
  });

  it('given a setting proxy-addr cannot read / the resolver is refused at start', () => {
    expect(() => clientAddressResolver('not-an-address')).toThrow();
  });

  it('given the address server.js set / the app reads it and forwards it to the backend', async () => {
    const request = new Request('http://shop.test/auth', {
      headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' },
    });
    expect(clientAddressOf(request)).toBe('203.0.113.9');
    const sent: Headers[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (_input: unknown, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response('{}');
    }) as typeof fetch;
    try {
      await forwardingFetch(request)?.('http://backend.test/graphql', {
        headers: { 'content-type': 'application/json' },
      });
    } finally {
      globalThis.fetch = original;
    }
    expect(sent[0]?.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(sent[0]?.get('content-type')).toBe('application/json');
    expect(forwardingFetch(new Request('http://shop.test/'))).toBeUndefined();
    expect(clientAddressOf(new Request('http://shop.test/'))).toBe('unknown');
  });

  it('given a client that sent the header itself / the raw headers React Router reads name only the address found', () => {
    const request = {
      rawHeaders: ['Host', 'shop.test', 'X-Storefront-Client-Address', '10.0.0.1', 'Accept', '*/*'],
    } as unknown as IncomingMessage;
    request.rawHeaders.push(CLIENT_ADDRESS_HEADER, '10.0.0.2');
    nameClient(request, '203.0.113.9');
    expect(request.rawHeaders).toEqual([
      'Host',
      'shop.test',
      'Accept',
      '*/*',
      CLIENT_ADDRESS_HEADER,
      '203.0.113.9',
    ]);
  });
});
