import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Coas from './coas';

afterEach(cleanup);

function HydrateFallback() {
  return null;
}

const categories = {
  ok: true,
  value: [
    { name: 'Peptides', slug: 'peptides', count: 9 },
    { name: 'Powders', slug: 'powders', count: 4 },
  ],
};
const backendCoa = {
  title: 'Semaglutide Powder 1g COA',
  image: null,
  href: 'https://lab.example.org/verify/semaglutide-powder-1g-coa',
  date: '2025-01-06T00:00:00.000Z',
};

function renderWith(category: string | null, coas: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/coas',
      // biome-ignore lint/suspicious/noExplicitAny: the stub hands the page its loader data
      Component: Coas as any,
      loader: () => ({ canonical: '', category, categories, coas }),
      HydrateFallback,
    },
  ]);
  render(<Stub initialEntries={[category ? `/coas?category=${category}` : '/coas']} />);
}

describe('coas page', () => {
  it("given the page / it lists the backend's certificates once each", async () => {
    renderWith(null, { ok: true, value: [backendCoa] });
    const list = await screen.findByRole('list', { name: 'Certificates by product' });
    expect(within(list).getAllByRole('heading', { name: backendCoa.title })).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Lab verifications' })).toBeNull();
  });

  it('given the categories / the filter offers All and each category, the shown one current', async () => {
    renderWith('powders', { ok: true, value: [backendCoa] });
    const filter = await screen.findByRole('navigation', {
      name: 'Filter certificates by category',
    });
    const links = within(filter).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/coas',
      '/coas?category=peptides',
      '/coas?category=powders',
    ]);
    expect(links[2]?.getAttribute('aria-current')).toBe('page');
    expect(links[0]?.getAttribute('aria-current')).toBeNull();
    const list = screen.getByRole('list', { name: 'Certificates by product' });
    expect(within(list).getByRole('heading', { name: backendCoa.title })).toBeTruthy();
  });

  it('given an empty category / it says so and leads to every certificate', async () => {
    renderWith('powders', { ok: true, value: [] });
    expect(await screen.findByText('No certificates in this category yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all certificates' }).getAttribute('href')).toBe(
      '/coas',
    );
  });

  it('given the list failed / the page says so and offers a retry', async () => {
    renderWith(null, { ok: false, error: 'Response not successful: Received status code 502' });
    expect((await screen.findByRole('alert')).textContent).toContain('status code 502');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/coas');
  });
});
