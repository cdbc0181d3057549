import { LIMITS, MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SearchBox, type SearchBoxProps, type SearchResult } from './SearchBox';

const products: SearchResult[] = [
  { id: 1, name: 'BPC-157 5mg', href: '/product/bpc-157-5mg', price: 39.99 },
  { id: 2, name: 'BPC-157 Powder 1g', href: '/product/bpc-157-powder-1g' },
  { id: 3, name: 'Ipamorelin', href: '/product/ipamorelin' },
];

/** A field whose suggestions are the products containing the text, as a page would answer. */
function Harness(props: Partial<SearchBoxProps>) {
  const [value, setValue] = useState('');
  const results = products.filter((product) =>
    product.name.toLowerCase().includes(value.trim().toLowerCase()),
  );
  return (
    <SearchBox
      value={value}
      onValueChange={setValue}
      results={results}
      seeAllHref={`/search?q=${value}`}
      {...props}
    />
  );
}

/** Records the links the page follows, instead of following them. */
function recordNavigation() {
  const opened = vi.fn();
  const follow = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    event.preventDefault();
    opened(link.getAttribute('href'));
  };
  document.addEventListener('click', follow);
  onTestFinished(() => document.removeEventListener('click', follow));
  return opened;
}

const field = () => screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
const selected = () => screen.queryByRole('option', { selected: true })?.textContent ?? null;

describe('SearchBox', () => {
  it('given fewer than three characters, the list stays closed and says nothing', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'bp');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });

  it('given three characters, it opens a listbox of the products and a "see all results" entry', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'bpc');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.searchResults(2));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('BPC-157 5mg'),
      'BPC-157 Powder 1g',
      MESSAGES.searchSeeAll,
    ]);
    expect(screen.getByRole('option', { name: MESSAGES.searchSeeAll }).getAttribute('href')).toBe(
      '/search?q=bpc',
    );
  });

  it('given more matches than suggested, the count is of every match', async () => {
    render(<Harness total={9} />);
    await userEvent.type(field(), 'bpc');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.searchResults(9));
  });

  it('given no match, it says "No results found" and still offers the search page', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'zzz');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.searchNoResults);
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('given Down and Up, the field keeps the focus and the chosen option moves, wrapping round', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'bpc');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(field());
    expect(selected()).toContain('BPC-157 5mg');
    expect(field().getAttribute('aria-activedescendant')).toBe(
      screen.getAllByRole('option')[0]?.id,
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(MESSAGES.searchSeeAll);
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toContain('BPC-157 5mg');
    await userEvent.keyboard('{ArrowUp}');
    expect(selected()).toBe(MESSAGES.searchSeeAll);
  });

  it('given Enter on a chosen product, it opens that product and closes the list', async () => {
    const opened = recordNavigation();
    render(<Harness />);
    await userEvent.type(field(), 'bpc');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(opened).toHaveBeenCalledWith('/product/bpc-157-powder-1g');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('given Enter with nothing chosen, it submits the text', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(field(), 'bpc{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('bpc');
  });

  it('given Escape, it closes the list; a second Escape clears the field', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'bpc');
    await userEvent.keyboard('{Escape}');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('bpc');
    await userEvent.keyboard('{ArrowDown}');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}{Escape}');
    expect(field().value).toBe('');
  });

  it('given the first answer loading, it shows a spinner; a later one keeps the previous list', () => {
    const props = { value: 'bpc', onValueChange: vi.fn(), loading: true };
    const { rerender } = render(<SearchBox {...props} results={[]} />);
    expect(screen.getByRole('status').textContent).toBe('Loading products');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    rerender(<SearchBox {...props} results={products.slice(0, 2)} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.searchResults(2));
  });

  it('given the suggestions failed, it says so in place of the count', () => {
    render(
      <SearchBox
        value="bpc"
        onValueChange={vi.fn()}
        results={[]}
        error={MESSAGES.searchSuggestionsFailed}
        seeAllHref="/search?q=bpc"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.searchSuggestionsFailed);
    expect(screen.getByRole('option', { name: MESSAGES.searchSeeAll })).toBeTruthy();
  });

  it('given more than 30 characters typed, the field keeps 30', async () => {
    render(<Harness />);
    expect(field().maxLength).toBe(LIMITS.searchMaxLength);
    await userEvent.type(field(), 'x'.repeat(35));
    expect(field().value).toHaveLength(LIMITS.searchMaxLength);
  });
});
