import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page compressed once, around the places where each response puts its own nonce: the parts
 * between those places are deflated on their own (each ends byte-aligned, with no back
 * reference across a place), and each response adds its nonce as an uncompressed block.
 */
export interface GzipAroundNonce {
  /** The page's bytes between the nonce's places, as they are and deflated. */
  parts: { raw: Buffer; deflated: Buffer }[];
  /** Bytes held: raw and deflated parts. */
  bytes: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: empty, stored, final. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * Compresses a page once, leaving out every occurrence of its nonce.
 *
 * @param html - the page
 * @param nonce - the nonce it was rendered with
 */
export function gzipAroundNonce(html: string, nonce: string): GzipAroundNonce {
  const raws = html.split(nonce).map((text) => Buffer.from(text));
  const deflated = packed(
    raws.map((raw) => deflateRawSync(raw, { finishFlush: constants.Z_FULL_FLUSH })),
  );
  const parts = packed(raws).map((raw, index) => ({ raw, deflated: deflated[index] as Buffer }));
  const bytes = parts.reduce((sum, part) => sum + part.raw.length + part.deflated.length, 0);
  return { parts, bytes };
}

/**
 * The buffers copied into one allocation of their exact total size, as views onto it. A small
 * buffer can hold a much larger one alive (zlib answers a slice of its 16 KB output chunk,
 * `Buffer.from` a slice of the shared 8 KB pool): a cache that counts the small ones would keep
 * ten times what it counts.
 */
function packed(buffers: Buffer[]): Buffer[] {
  const whole = Buffer.alloc(buffers.reduce((sum, buffer) => sum + buffer.length, 0));
  let offset = 0;
  return buffers.map((buffer) => {
    buffer.copy(whole, offset);
    offset += buffer.length;
    return whole.subarray(offset - buffer.length, offset);
  });
}

/**
 * The page, uncompressed, with a response's own nonce in every place.
 *
 * @param page - the page split by {@link gzipAroundNonce}
 * @param nonce - the response's nonce
 */
export function plainWithNonce(page: GzipAroundNonce, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  const chunks = page.parts.flatMap((part, index) =>
    index > 0 ? [nonceBytes, part.raw] : [part.raw],
  );
  return new Uint8Array(Buffer.concat(chunks));
}

/** A stored (uncompressed), non-final deflate block holding `bytes` (at most 65,535). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/**
 * The gzip body of the page with a response's own nonce in every place: what
 * `gzip(html.replaceAll(renderedNonce, nonce))` decompresses to, without compressing again.
 *
 * @param page - the page compressed by {@link gzipAroundNonce}
 * @param nonce - the response's nonce
 */
export function gzipWithNonce(page: GzipAroundNonce, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  const nonceBlock = storedBlock(nonceBytes);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    chunks.push(part.deflated);
    // Node's crc32 answers 0 for an empty buffer of its own, whatever the running value.
    if (part.raw.length > 0) crc = crc32(part.raw, crc);
    size += part.raw.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(LAST_BLOCK, trailer);
  return new Uint8Array(Buffer.concat(chunks));
}
