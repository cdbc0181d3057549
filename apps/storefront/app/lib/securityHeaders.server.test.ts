import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentPolicy,
  NON_DOCUMENT_POLICY,
  SECURITY_HEADERS,
  STATIC_DOCUMENT_POLICY,
  staticFileHeaders,
  withAnswerHeaders,
} from './securityHeaders.server';
import { SESSION_RETRY_AFTER_SECONDS } from './sessionUnavailable.server';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('documentPolicy', () => {
  const commerce = (publicUrl: string, serverUrl = publicUrl) => ({
    publicCommerceGraphqlUrl: publicUrl,
    commerceGraphqlUrl: serverUrl,
  });
  const policy = documentPolicy(
    ["'sha256-a'", "'sha256-b'"],
    commerce('http://127.0.0.1:4000/graphql', 'http://internal:4000/graphql'),
  );

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
    const once = documentPolicy([], commerce('http://127.0.0.1:4000/graphql'));
    expect(directive(once, 'img-src')).toBe("'self' data: http://127.0.0.1:4000");
  });

  it('given the dev server / hot reload may open its WebSocket', () => {
    const dev = documentPolicy([], commerce('http://a:1/graphql'), true);
    expect(directive(dev, 'connect-src')).toBe("'self' ws: wss:");
  });
});

describe('withAnswerHeaders', () => {
  it('given a data answer / it adds every security header and a policy that runs nothing', () => {
    const response = withAnswerHeaders(Response.json({ ok: true }));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('Content-Security-Policy')).toBe(NON_DOCUMENT_POLICY);
  });

  it("given a page with its policy / it keeps the page's policy", () => {
    const page = new Response('<html></html>', {
      headers: { 'Content-Security-Policy': "script-src 'nonce-x'" },
    });
    expect(withAnswerHeaders(page).headers.get('Content-Security-Policy')).toBe(
      "script-src 'nonce-x'",
    );
  });

  it('given a page of one shopper, which names no caching (cart, checkout, account) / nothing may keep it', () => {
    const page = new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } });
    expect(withAnswerHeaders(page).headers.get('Cache-Control')).toBe('no-store');
  });

  it('given a response that says how it may be kept / its Cache-Control stays', () => {
    const page = new Response('<html></html>', {
      headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=600' },
    });
    expect(withAnswerHeaders(page).headers.get('Cache-Control')).toBe(
      'public, s-maxage=60, stale-while-revalidate=600',
    );
  });

  it('given a response with immutable headers / it answers a copy that carries them', async () => {
    const redirect = Response.redirect('http://127.0.0.1/next', 302);
    const response = withAnswerHeaders(redirect);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://127.0.0.1/next');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('withAnswerHeaders, past the security headers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('given an error or a 404 that a route said was public / nothing may keep it', () => {
    for (const status of [404, 500, 503]) {
      const page = new Response('<html></html>', {
        status,
        headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=600' },
      });
      expect(withAnswerHeaders(page).headers.get('Cache-Control'), String(status)).toBe('no-store');
    }
  });

  it('given STOREFRONT_INSTANCE_ID / every answer names the instance; without it, none does', () => {
    expect(withAnswerHeaders(new Response('x')).headers.has('x-served-by')).toBe(false);
    vi.stubEnv('STOREFRONT_INSTANCE_ID', 'storefront-2');
    expect(withAnswerHeaders(new Response('x')).headers.get('x-served-by')).toBe('storefront-2');
    const redirect = withAnswerHeaders(Response.redirect('http://shop.example/', 302));
    expect(redirect.headers.get('x-served-by')).toBe('storefront-2');
  });

  it('given a 503 / it says when to try again, keeping a Retry-After the answer has', () => {
    expect(withAnswerHeaders(new Response('x', { status: 503 })).headers.get('Retry-After')).toBe(
      String(SESSION_RETRY_AFTER_SECONDS),
    );
    const own = new Response('x', { status: 503, headers: { 'Retry-After': '30' } });
    expect(withAnswerHeaders(own).headers.get('Retry-After')).toBe('30');
    expect(withAnswerHeaders(new Response('x', { status: 500 })).headers.has('Retry-After')).toBe(
      false,
    );
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
