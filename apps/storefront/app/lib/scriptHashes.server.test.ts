import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHashSource, sealScripts } from './scriptHashes.server';

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

describe('sealScripts', () => {
  const rendered = [
    `<head><link rel="modulepreload" href="/assets/a.js" nonce="${MARKER}"/></head><body>`,
    `<script nonce="${MARKER}">window.__ctx = {"a":"\\u003c/script>"};</script>`,
    '<main><p>Description</p><script>steal()</script><img src=x onerror="steal()"></main>',
    `<script nonce="${MARKER}" type="module-after-paint">import "/assets/b.js";</script>`,
    `<script nonce="${MARKER}">window.__ctx = {"a":"\\u003c/script>"};</script>`,
    '</body>',
  ].join('');

  it('given a page rendered with a marker / it removes every trace of the marker', () => {
    const { html } = sealScripts(rendered, MARKER);
    expect(html).not.toContain(MARKER);
    expect(html).not.toContain('nonce');
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js"/>');
    expect(html).toContain('<script type="module-after-paint">import "/assets/b.js";</script>');
  });

  it("given the page's own scripts / it lists each one's hash once, in page order", () => {
    expect(sealScripts(rendered, MARKER).scriptHashes).toEqual([
      sha256('window.__ctx = {"a":"\\u003c/script>"};'),
      sha256('import "/assets/b.js";'),
    ]);
  });

  it('given a script that came in through content / its hash is not listed', () => {
    const { scriptHashes } = sealScripts(rendered, MARKER);
    expect(scriptHashes).not.toContain(sha256('steal()'));
    expect(scriptHashes).toHaveLength(2);
  });

  it('given content that opens a script swallowing one of ours / the text the browser would run is not listed', () => {
    const injected = `<p><script>steal();//</p><script nonce="${MARKER}">ours()</script>`;
    const { html, scriptHashes } = sealScripts(injected, MARKER);
    // The browser reads one script: the injected one, up to our script's end.
    expect(html).toBe('<p><script>steal();//</p><script>ours()</script>');
    expect(scriptHashes).toEqual([sha256('ours()')]);
    expect(scriptHashes).not.toContain(sha256('steal();//</p><script>ours()'));
  });

  it('given the same render twice with two markers / the sealed pages are identical', () => {
    const other = 'b3RoZXIgbWFya2VyIDE2Yg==';
    expect(sealScripts(rendered.replaceAll(MARKER, other), other)).toEqual(
      sealScripts(rendered, MARKER),
    );
  });
});
