import { MESSAGES } from '@peptide/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../lib/cache';
import { unwrap } from '../testing/loaderArgs';
import { renderRoute } from '../testing/renderRoute';
import * as paymentAlias from './common-payment-questions';
import * as shippingAlias from './common-shippingreturns-questions';
import * as faqs from './faqs';
import * as productAlias from './product-questions';

afterEach(cleanup);

const ALIASES = [
  ['/faqs', faqs],
  ['/common-shippingreturns-questions', shippingAlias],
  ['/common-payment-questions', paymentAlias],
  ['/product-questions', productAlias],
] as const;

function loaderData() {
  return unwrap(faqs.loader()).data;
}

describe('faqs loader', () => {
  it('given the configuration / it answers the regional sites and support e-mail, cacheable, canonical /faqs', () => {
    const previous = process.env.SUPPORT_EMAIL;
    process.env.SUPPORT_EMAIL = 'help@lab.example.org';
    try {
      const { data, cacheControl } = unwrap(faqs.loader());
      expect(cacheControl).toBe(PUBLIC_CACHE_CONTROL);
      expect(data.supportEmail).toBe('help@lab.example.org');
      expect(data.regions.map((region) => region.label)).toEqual(['EU', 'Canada', 'USA']);
      expect(data.canonical).toBe('http://127.0.0.1:3000/faqs');
    } finally {
      if (previous === undefined) delete process.env.SUPPORT_EMAIL;
      else process.env.SUPPORT_EMAIL = previous;
    }
  });
});

describe.each(ALIASES)('the FAQ screen at %s', (path, route) => {
  it('given the page / it shows General Questions, Orders with 4 items and Payment with 1', async () => {
    renderRoute(path, route.default, loaderData());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeTruthy();
    const section = (name: string) => screen.getByRole('region', { name });
    const questions = (name: string) =>
      within(section(name))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(questions('General Questions')[0]).toBe(MESSAGES.faqShipCountries);
    expect(questions('Orders')).toHaveLength(4);
    expect(questions('Payment')).toEqual(['Can I return peptides or get a refund?']);
  });

  it('given the first General question opened / its answer links every regional site', async () => {
    const data = loaderData();
    renderRoute(path, route.default, data);
    fireEvent.click(await screen.findByRole('heading', { name: MESSAGES.faqShipCountries }));
    for (const region of data.regions) {
      expect(screen.getByRole('link', { name: region.label }).getAttribute('href')).toBe(
        region.href,
      );
    }
  });

  it('given the aliases / they answer with the same loader and meta as /faqs', () => {
    expect(route.loader).toBe(faqs.loader);
    expect(route.meta).toBe(faqs.meta);
    expect(route.headers).toBe(faqs.headers);
  });
});

describe('the FAQ answers', () => {
  it.each([
    ['My tracking has not updated. What should I do?', /7 days, contact support/],
    ['My parcel shows as delivered, but I have not received it.', /allow 48 hours/],
    ['My order arrived damaged.', /pictures .* within 7 days/],
    ['Can I return peptides or get a refund?', /no returns on peptides/],
  ])('given %s opened / it states the policy', async (question, fact) => {
    renderRoute('/faqs', faqs.default, loaderData());
    fireEvent.click(await screen.findByRole('heading', { name: question }));
    const answer = screen.getByRole('region', { name: question });
    expect(answer.textContent).toMatch(fact);
  });
});
