import { connect } from 'node:net';

/** An answer as it came over the socket: its status and its header lines, names lower case. */
export interface RawReply {
  /** The status code, 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  /** Everything after the headers, undecoded. */
  body: string;
}

/**
 * Sends bytes to a server exactly as given (no client mends a malformed request) over one
 * connection of its own, and reads the answer until the server closes it.
 *
 * @param origin - the server's origin, `http://127.0.0.1:{port}`
 * @param bytes - the request, request line and headers included; one the server would answer
 *   and keep the connection open for must say `Connection: close`
 * @returns the status, headers and body of the first answer
 * @remarks The sending side stays open: Node's server drops a request still being answered
 *   when its client closes its side of the connection.
 */
export function sendRaw(origin: string, bytes: string): Promise<RawReply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.setEncoding('latin1');
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${bytes}`)));
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const split = answer.indexOf('\r\n\r\n');
      const head = split < 0 ? answer : answer.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: split < 0 ? '' : answer.slice(split + 4),
      });
    });
  });
}
