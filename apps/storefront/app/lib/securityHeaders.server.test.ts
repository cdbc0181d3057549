import { describe, expect, it } from 'vitest';
import {
  createMarker,
  documentPolicy,
  NON_DOCUMENT_POLICY,
  SECURITY_HEADERS,
  STATIC_DOCUMENT_POLICY,
  staticFileHeaders,
  withSecurityHeaders,
} from './securityHeaders.server';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('documentPolicy', () => {
  const policy = documentPolicy({
    hashes: ["'sha256-a'", "'sha256-b'"],
    commerceUrls: ['http://127.0.0.1:4000/graphql', 'http://internal:4000/graphql'],
  });

  it("given a page's script hashes / only scripts with those hashes run, and what they load", () => {
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-a' 'sha256-b' 'strict-dynamic'");
    expect(policy).not.toContain('nonce');
  });

  it('given the commerce endpoints / images may come from their origins; requests go to this origin only (the relay)', () => {
    expect(directive(policy, 'img-src')).toBe(
      "'self' data: http://127.0.0.1:4000 http://internal:4000",
    );
    expect(directive(policy, 'connect-src')).toBe("'self'");
  });

  it('given any page / it forbids plugins, framing and foreign base URLs and form targets', () => {
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
    expect(directive(policy, 'form-action')).toBe("'self'");
  });

  it('given the same endpoint twice / its origin is listed once', () => {
    const once = documentPolicy({
      hashes: [],
      commerceUrls: ['http://127.0.0.1:4000/graphql', 'http://127.0.0.1:4000/graphql'],
    });
    expect(directive(once, 'img-src')).toBe("'self' data: http://127.0.0.1:4000");
  });

  it('given the dev server / hot reload may open its WebSocket', () => {
    const dev = documentPolicy({
      hashes: [],
      commerceUrls: ['http://a:1/graphql'],
      dev: true,
    });
    expect(directive(dev, 'connect-src')).toBe("'self' ws: wss:");
  });
});

describe('createMarker', () => {
  it('given two renders / each gets its own unguessable marker', () => {
    const [first, second] = [createMarker(), createMarker()];
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64')).toHaveLength(16);
  });
});

describe('withSecurityHeaders', () => {
  it('given a data answer / it adds every security header and a policy that runs nothing', () => {
    const response = withSecurityHeaders(Response.json({ ok: true }));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('Content-Security-Policy')).toBe(NON_DOCUMENT_POLICY);
  });

  it("given a page with its policy / it keeps the page's policy", () => {
    const page = new Response('<html></html>', {
      headers: { 'Content-Security-Policy': "script-src 'nonce-x'" },
    });
    expect(withSecurityHeaders(page).headers.get('Content-Security-Policy')).toBe(
      "script-src 'nonce-x'",
    );
  });

  it('given a page of one shopper, which names no caching (cart, checkout, account) / nothing may keep it', () => {
    const page = new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } });
    expect(withSecurityHeaders(page).headers.get('Cache-Control')).toBe('no-store');
  });

  it('given a response that says how it may be kept / its Cache-Control stays', () => {
    const page = new Response('<html></html>', {
      headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=600' },
    });
    expect(withSecurityHeaders(page).headers.get('Cache-Control')).toBe(
      'public, s-maxage=60, stale-while-revalidate=600',
    );
  });

  it('given a response with immutable headers / it answers a copy that carries them', async () => {
    const redirect = Response.redirect('http://127.0.0.1/next', 302);
    const response = withSecurityHeaders(redirect);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://127.0.0.1/next');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('staticFileHeaders', () => {
  it('given a script, a stylesheet, an image or a font / it sends nosniff alone', () => {
    for (const path of ['/a/assets/root-1.js', '/a/x.css', '/a/hero.jpg', '/a/inter.woff2']) {
      expect(staticFileHeaders(path)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    }
  });

  it('given a file that opens as a page (SVG, HTML) / it sends the pages’ headers and a policy where nothing runs', () => {
    for (const path of ['/a/coas/bpc.svg', '/a/FAVICON.SVG', '/a/x.html']) {
      expect(staticFileHeaders(path)).toEqual({
        ...SECURITY_HEADERS,
        'Content-Security-Policy': STATIC_DOCUMENT_POLICY,
      });
    }
    expect(directive(STATIC_DOCUMENT_POLICY, 'default-src')).toBe("'none'");
    expect(STATIC_DOCUMENT_POLICY).not.toMatch(/script-src/);
  });
});
