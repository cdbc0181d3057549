import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { unwrap } from '../testing/loaderArgs';
import { renderRoute } from '../testing/renderRoute';
import Contact, { loader } from './contact';

afterEach(cleanup);

function withSupportEmail<T>(email: string, run: () => T): T {
  const previous = process.env.SUPPORT_EMAIL;
  process.env.SUPPORT_EMAIL = email;
  try {
    return run();
  } finally {
    if (previous === undefined) delete process.env.SUPPORT_EMAIL;
    else process.env.SUPPORT_EMAIL = previous;
  }
}

describe('contact', () => {
  it('given SUPPORT_EMAIL / the loader answers it, cacheable', () => {
    const { data, cacheControl } = withSupportEmail('help@lab.example.org', () => unwrap(loader()));
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.supportEmail).toBe('help@lab.example.org');
  });

  it('given the page / it offers the configured support e-mail and no form', async () => {
    const data = withSupportEmail('help@lab.example.org', () => unwrap(loader()).data);
    renderRoute('/contact', Contact, data);
    const link = await screen.findByRole('link', { name: 'help@lab.example.org' });
    expect(link.getAttribute('href')).toBe('mailto:help@lab.example.org');
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
