import { SERVER_MESSAGES } from '@peptide/domain';
import { data } from 'react-router';

/**
 * The largest body the storefront reads, in bytes: about ten times its largest form (the
 * checkout's, every field at its longest, is under 3 KB), so that no post can make a route
 * action buffer more.
 */
export const MAX_BODY_BYTES = 32 * 1024;

/** The methods that carry a body the shop reads. */
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A refusal answered before anything reads the body. The client reads it while it still sends;
 * Node's server then discards the rest of the body as it arrives, keeping none of it.
 */
function refused(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Why a request's body is refused before anything reads it, or null: a body over
 * {@link MAX_BODY_BYTES} (413) or one whose length is not said (411: a browser always says it).
 *
 * @param request - the request, its body unread
 * @returns the answer, or null to go on
 * @remarks The root middleware asks it of every request, so a route action never buffers more
 *   than the limit, however many large posts arrive at once.
 */
export function bodyRefusal(request: Request): Response | null {
  if (!BODY_METHODS.has(request.method)) return null;
  const length = request.headers.get('content-length');
  if (length === null) {
    return request.headers.has('transfer-encoding')
      ? refused(411, SERVER_MESSAGES.lengthRequired)
      : null;
  }
  const bytes = Number(length);
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    return refused(400, SERVER_MESSAGES.formBodyMalformed);
  }
  return bytes > MAX_BODY_BYTES ? refused(413, SERVER_MESSAGES.bodyTooLarge(MAX_BODY_BYTES)) : null;
}

/** The form media types a browser posts. */
const FORM_TYPES: ReadonlySet<string> = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
]);

/**
 * A route action's form, as a browser (or a fetcher) posts it.
 *
 * @param request - the form's POST
 * @returns its fields
 * @throws a 415 answer for a body that is not a form (JSON, `text/plain`, no type), a 400 one
 *   for a form that cannot be read (a multipart without its boundary, a broken part)
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  const mediaType = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.has(mediaType)) {
    throw data({ message: SERVER_MESSAGES.formBodyRequired }, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ message: SERVER_MESSAGES.formBodyMalformed }, { status: 400 });
  }
}

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
