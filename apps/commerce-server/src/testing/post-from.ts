import { request as httpRequest } from 'node:http';

/**
 * POSTs from a given local address, as one of several clients on loopback (fetch cannot choose
 * its source address), answering as fetch would.
 *
 * @param localAddress - the loopback address to send from, such as 127.0.0.2
 * @param url - where to
 * @param headers - the request headers
 * @param body - the request body
 * @returns the answer as a fetch `Response`
 */
export function postFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') answerHeaders.set(name, value);
        }
        resolve(
          new Response(Buffer.concat(chunks), {
            status: response.statusCode,
            headers: answerHeaders,
          }),
        );
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}
