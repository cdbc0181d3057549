import { MESSAGES } from '@peptide/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Search from './search';

afterEach(cleanup);

function HydrateFallback() {
  return null;
}

const post = (slug: string, title: string) => ({
  id: slug,
  title,
  href: `/post/${slug}`,
  author: 'Elena Marsh',
});

function renderWith(query: string, value: ReturnType<typeof post>[] | Error) {
  const results =
    value instanceof Error ? { ok: false, error: value.message } : { ok: true, value };
  const Stub = createRoutesStub([
    {
      path: '/search',
      // biome-ignore lint/suspicious/noExplicitAny: the stub hands the page its loader data
      Component: Search as any,
      loader: () => ({ query, results, canonical: 'http://127.0.0.1:3000/search' }),
      HydrateFallback,
    },
  ]);
  render(<Stub initialEntries={[`/search?q=${encodeURIComponent(query)}`]} />);
}

describe('search page', () => {
  it('given two posts found / it says 2 results found and links each title to its post', async () => {
    renderWith('storage', [
      post('storing-peptides-in-the-lab', 'Storing Peptides in the Lab'),
      post('how-to-reconstitute-research-peptides', 'How to Reconstitute Research Peptides'),
    ]);
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.searchResults(2));
    expect(
      screen.getByRole('link', { name: 'Storing Peptides in the Lab' }).getAttribute('href'),
    ).toBe('/post/storing-peptides-in-the-lab');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('storage');
    expect(screen.getByRole('searchbox').getAttribute('maxlength')).toBe('30');
  });

  it('given one post found / it says 1 result found', async () => {
    renderWith('spectrometry', [post('coa', 'Understanding Certificates of Analysis')]);
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.searchOneResult);
  });

  it('given none found / it says No results found and offers the blog', async () => {
    renderWith('zzz', []);
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.searchNoResults);
    expect(screen.getByRole('link', { name: 'Browse the blog' }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('given an empty query / it shows the field and no result count', async () => {
    renderWith('', []);
    expect(await screen.findByRole('searchbox')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given a failed search / it says Error: {message} with a retry of the same query', async () => {
    renderWith('storage', new Error('Response not successful: Received status code 502'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      MESSAGES.errorGeneric('Response not successful: Received status code 502'),
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/search?q=storage',
    );
  });
});
