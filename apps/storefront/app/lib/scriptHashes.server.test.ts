import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMarker, ownScriptHashes, scriptHashSource } from './scriptHashes.server';

const MARKER = 'bWFya2VyK29mLzE2Ynl0ZQ==';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('scriptHashSource', () => {
  it('given a script text / it answers the CSP source of its UTF-8 bytes', () => {
    expect(scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
    expect(scriptHashSource('é')).toBe(sha256('é'));
  });
});

describe('ownScriptHashes', () => {
  const rendered = [
    `<head><link rel="modulepreload" href="/assets/a.js" nonce="${MARKER}"/></head><body>`,
    `<script nonce="${MARKER}">window.__ctx = {"a":"\\u003c/script>","b":"&amp;"};</script>`,
    '<main><p>Description</p><script>steal()</script><img src=x onerror="steal()"></main>',
    `<script nonce="${MARKER}" type="module" async="">import "/assets/b.js";</script>`,
    `<script nonce="${MARKER}" src="/assets/c.js"></script>`,
    `<script nonce="${MARKER}">window.__ctx = {"a":"\\u003c/script>","b":"&amp;"};</script>`,
    '</body>',
  ].join('');

  it("given the page's own scripts / it lists the hash of each one's text as it stands, once, in page order", () => {
    expect(ownScriptHashes(rendered, MARKER)).toEqual([
      sha256('window.__ctx = {"a":"\\u003c/script>","b":"&amp;"};'),
      sha256('import "/assets/b.js";'),
    ]);
  });

  it('given a script that came in through content / its hash is not listed', () => {
    expect(ownScriptHashes(rendered, MARKER)).not.toContain(sha256('steal()'));
  });

  it("given our scripts inside the noscript that holds React Router's / their hashes are listed, for the copies the loader runs", () => {
    const held = `<body><noscript><link rel="modulepreload" href="/assets/a.js" nonce="${MARKER}"/><script nonce="${MARKER}">window.__ctx = {};</script><script nonce="${MARKER}" type="module" async="">import "/assets/b.js";</script></noscript><script nonce="${MARKER}">loader()</script></body>`;
    expect(ownScriptHashes(held, MARKER)).toEqual([
      sha256('window.__ctx = {};'),
      sha256('import "/assets/b.js";'),
      sha256('loader()'),
    ]);
  });

  it('given another marker / nothing is listed', () => {
    expect(ownScriptHashes(rendered, 'b3RoZXIgbWFya2VyIDE2Yg==')).toEqual([]);
  });

  it('given content that opens a script swallowing one of ours / the text the browser would run is not listed', () => {
    const injected = `<p><script>steal();//</p><script nonce="${MARKER}">ours()</script><script nonce="${MARKER}">next()</script>`;
    // The browser reads the injected script up to the first end tag: ours() never opens.
    expect(ownScriptHashes(injected, MARKER)).toEqual([sha256('next()')]);
  });
});

describe('createMarker', () => {
  it('given two renders / each gets its own unguessable marker', () => {
    const [first, second] = [createMarker(), createMarker()];
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64')).toHaveLength(16);
  });
});
