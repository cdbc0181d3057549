import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { unwrap } from '../testing/loaderArgs';
import { renderRoute } from '../testing/renderRoute';
import * as privacyPolicy from './privacy-policy';
import * as refundPolicy from './refund-policy';
import * as termsConditions from './terms-conditions';
import * as termsOfService from './terms-of-service';

afterEach(cleanup);

const PAGES = [
  ['/terms-conditions', 'Terms & Conditions', termsConditions],
  ['/terms-of-service', 'Terms of Service', termsOfService],
  ['/privacy-policy', 'Privacy Policy', privacyPolicy],
  ['/refund-policy', 'Refund Policy', refundPolicy],
] as const;

async function textOf(route: (typeof PAGES)[number][2], path: string): Promise<string> {
  renderRoute(path, route.default, unwrap(route.loader()).data);
  await screen.findByRole('heading', { level: 1 });
  return document.body.textContent ?? '';
}

describe.each(PAGES)('legal page %s', (path, title, route) => {
  it('given the loader / it answers the canonical URL and support e-mail, cacheable', () => {
    const { data, cacheControl } = unwrap(route.loader());
    expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(data.canonical).toBe(`http://127.0.0.1:3000${path}`);
    expect(data.supportEmail).toBeTruthy();
  });

  it('given the page / it shows its title and says research use only, buyers 21 or older', async () => {
    const text = await textOf(route, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(text).toContain('laboratory and research use only');
    expect(text).toMatch(/21/);
  });

  it('given the meta / its title names the page', () => {
    // biome-ignore lint/suspicious/noExplicitAny: meta reads loaderData only
    const tags = route.meta({ loaderData: unwrap(route.loader()).data } as any);
    expect(tags).toContainEqual({ title: `${title} | Peptide Lab` });
  });
});

describe('legal facts', () => {
  it('given the refund policy / it states the restocking fee, peptides, damage, tracking and missing parcels', async () => {
    const text = await textOf(refundPolicy, '/refund-policy');
    expect(text).toContain(
      'Accepted returns carry a 15% restocking fee, and the shipping charges are deducted from the refund.',
    );
    expect(text).toContain('There are no returns on peptides.');
    expect(text).toContain('within 7 days of delivery with pictures');
    expect(text).toContain('If the tracking has not updated for 7 days, contact support.');
    expect(text).toContain('please allow 48 hours before treating it as lost');
  });

  it('given the terms and conditions / they state the restocking fee, no returns on peptides and age 21', async () => {
    const text = await textOf(termsConditions, '/terms-conditions');
    expect(text).toContain('15% restocking fee');
    expect(text).toContain('no returns on peptides');
    expect(text).toContain('at least 21 years old and licensed research professionals');
  });
});
