/**
 * Reads a request body of at most `max` bytes, stopping at the first byte over.
 *
 * @param request - the request
 * @param max - the most bytes read
 * @returns the body as text, or null when it is (or says it is) larger
 */
export async function readSmallBody(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
