const base64Url = (text: string): string => Buffer.from(text).toString('base64url');

/** An unsigned-looking JWT with the given payload; the transport reads `exp` without verifying. */
export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(
    JSON.stringify(payload),
  )}.signature`;
}
