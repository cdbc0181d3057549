/**
 * UTF-8 safe base64 through the platform's `atob`/`btoa` and `TextEncoder`/`TextDecoder`, which
 * browsers and Node (>= 16) both provide, so the package never needs `Buffer`.
 */

// Read through globalThis with local types so the package compiles without DOM or Node typings.
const platform = globalThis as unknown as {
  atob(data: string): string;
  btoa(data: string): string;
  TextEncoder: new () => { encode(input: string): Uint8Array };
  TextDecoder: new (
    label: string,
    options: { fatal: boolean },
  ) => { decode(input: Uint8Array): string };
};

/**
 * Encodes text as standard base64.
 *
 * @param text - any string; it is encoded as UTF-8 first
 * @returns the base64 text with padding
 */
export function encodeBase64(text: string): string {
  const bytes = new platform.TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return platform.btoa(binary);
}

/**
 * Decodes standard or URL-safe base64 (padding optional) into UTF-8 text.
 *
 * @param encoded - the base64 text
 * @returns the text, or null when the input is not base64 or not valid UTF-8
 */
export function decodeBase64(encoded: string): string | null {
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard)) return null;
  try {
    const binary = platform.atob(standard);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new platform.TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
