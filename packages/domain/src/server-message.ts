/**
 * Removes links from a server message before the product page shows it, such as
 * WooCommerce's trailing `<a href="/cart">View cart</a>`.
 *
 * @param message - the server's message, possibly holding HTML anchors
 * @returns the message without anchor elements (their text included), spaces collapsed
 */
export function stripAnchorTags(message: string | null | undefined): string {
  return (message ?? '')
    .replace(/<a\b[^>]*>[\s\S]*?<\/a\s*>/gi, '')
    .replace(/<\/?a\b[^>]*>/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}
