import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipAroundNonce, gzipWithNonce, plainWithNonce } from './gzipAroundNonce.server';

const RENDERED = 'rendered+nonce/AAAAAAAA==';
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${'<p>Peptides € 12,00</p>'.repeat(400)}<script nonce="${nonce}">b()</script></body></html>`;

describe('gzipWithNonce', () => {
  it('given a page compressed around its nonce, it answers gzip of the page with the new nonce', () => {
    const kept = gzipAroundNonce(page(RENDERED), RENDERED);
    const body = gzipWithNonce(kept, 'fresh/nonce+BBBBBBBBBB==');
    expect(gunzipSync(body).toString()).toBe(page('fresh/nonce+BBBBBBBBBB=='));
    expect(body.length).toBeLessThan(Buffer.byteLength(page(RENDERED)) / 10);
  });

  it('given a nonce at the very start and end, or none at all, it still answers the page', () => {
    for (const html of [`${RENDERED}middle${RENDERED}`, 'no nonce here', '']) {
      const body = gzipWithNonce(gzipAroundNonce(html, RENDERED), 'n2');
      expect(gunzipSync(body).toString()).toBe(html.replaceAll(RENDERED, 'n2'));
      const plain = plainWithNonce(gzipAroundNonce(html, RENDERED), 'n2');
      expect(Buffer.from(plain).toString()).toBe(html.replaceAll(RENDERED, 'n2'));
    }
  });
});

describe('gzipAroundNonce', () => {
  it('given a page with many nonces, it holds no more memory than the bytes it counts', () => {
    const links = `<link rel="modulepreload" href="/assets/chunk.js" nonce="${RENDERED}"/>`.repeat(
      48,
    );
    const kept = gzipAroundNonce(page(RENDERED) + links, RENDERED);
    const backing = new Set(kept.parts.flatMap((part) => [part.raw.buffer, part.deflated.buffer]));
    const held = [...backing].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(kept.parts).toHaveLength(51);
    expect(held).toBe(kept.bytes);
  });
});
