import { request as httpRequest } from 'node:http';

/** An answer to a request sent from a chosen loopback address. */
export interface AddressedReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Options of {@link postFrom}. */
export interface PostOptions {
  /** The loopback address the request leaves from, such as 127.0.0.21. */
  from: string;
  /** The form's fields, sent `application/x-www-form-urlencoded`. */
  fields?: Record<string, string>;
  /**
   * A body of its own instead of the fields (with its own content type in `headers`; a header
   * given as '' is not sent).
   */
  body?: string;
  headers?: Record<string, string>;
  /** The session cookie to send (`name=value`). */
  cookie?: string;
}

/**
 * POSTs to the storefront from a given loopback address, as one of several clients would (fetch
 * cannot choose its source address), with the shop's own origin, as its forms do.
 *
 * @param origin - the storefront's origin
 * @param path - the form's action
 * @param options - the source address, the fields and headers
 * @returns the status, headers and body
 */
export function postFrom(
  origin: string,
  path: string,
  options: PostOptions,
): Promise<AddressedReply> {
  const body = options.body ?? new URLSearchParams(options.fields ?? {}).toString();
  const headers: Record<string, string> = {
    origin,
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(Buffer.byteLength(body)),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  // A header given as '' is left out (no type, no length).
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      new URL(path, origin),
      { method: 'POST', headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The `name=value` part of a reply's session cookie, or undefined when it set none. */
export function cookieOf(reply: AddressedReply): string | undefined {
  const set = reply.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : [])
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith('shop_session='));
}

/**
 * Sends a body of `bytes` bytes (or says it will) from a loopback address, and reads the answer
 * the server gives while it is still being sent.
 *
 * @param origin - the storefront's origin
 * @param path - where to
 * @param bytes - the body's length, said in Content-Length
 * @returns the status the server answered (0 when it closed without one)
 */
export function postLarge(origin: string, path: string, bytes: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve) => {
    let written = 0;
    const sent = httpRequest(
      new URL(path, origin),
      {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(bytes),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        sent.destroy();
      },
    );
    sent.on('error', () => resolve(0));
    const pump = () => {
      while (written < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - written));
        written += part.length;
        if (!sent.write(part)) {
          sent.once('drain', pump);
          return;
        }
      }
      sent.end();
    };
    pump();
  });
}
