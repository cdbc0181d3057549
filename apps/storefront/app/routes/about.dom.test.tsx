import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY } from '../content/company';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { unwrap } from '../testing/loaderArgs';
import { renderRoute } from '../testing/renderRoute';
import About, { loader } from './about';

afterEach(cleanup);

/** The legal notice's facts, label to value, as the page lists them. */
function facts(): Record<string, string> {
  const terms = [...document.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('about', () => {
  it('given the loader / it answers the canonical URL and support e-mail, cacheable', () => {
    const { data, cacheControl } = unwrap(loader());
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.canonical).toBe('http://127.0.0.1:3000/about');
    expect(data.supportEmail).toBe('support@peptidelab.example');
  });

  it('given the page / it states the legal notice with the company’s details and contacts', async () => {
    renderRoute('/about', About, unwrap(loader()).data);
    expect(await screen.findByRole('heading', { level: 2, name: 'Legal notice' })).toBeTruthy();
    expect(facts()).toEqual({
      Company: COMPANY.legalName,
      Address: `${COMPANY.street}${COMPANY.postcode} ${COMPANY.city}${COMPANY.country}`,
      'Commercial register': COMPANY.register,
      'VAT ID': COMPANY.vatId,
      'Managing director': COMPANY.managingDirector,
      'E-mail': 'support@peptidelab.example',
      Phone: COMPANY.phone,
    });
    expect(
      screen.getByRole('link', { name: 'support@peptidelab.example' }).getAttribute('href'),
    ).toBe('mailto:support@peptidelab.example');
    expect(screen.getByRole('link', { name: COMPANY.phone }).getAttribute('href')).toBe(
      'tel:+493055571280',
    );
  });

  it('given the page / it says research use only, buyers 21 or older', async () => {
    renderRoute('/about', About, unwrap(loader()).data);
    await screen.findByRole('heading', { level: 2, name: 'Research use only' });
    expect(document.body.textContent).toContain('laboratory and research use only');
    expect(document.body.textContent).toContain('at least 21 years old');
  });
});
