import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox, type SearchResult } from './SearchBox';

const products: SearchResult[] = [
  { id: 1, name: 'BPC-157', href: '/product/bpc-157', price: 39.99 },
  { id: 2, name: 'TB-500', href: '/product/tb-500' },
  { id: 3, name: 'Ipamorelin', href: '/product/ipamorelin' },
];

function Harness() {
  const [value, setValue] = useState('');
  const results = products.filter((product) =>
    product.name.toLowerCase().includes(value.toLowerCase()),
  );
  return <SearchBox value={value} onValueChange={setValue} results={results} />;
}

describe('SearchBox', () => {
  it('given an empty field, no results panel shows', () => {
    render(<Harness />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given several matches, it says "N results found" and lists them as links', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'b');
    expect(screen.getByRole('status').textContent).toBe('2 results found');
    expect(screen.getByRole('link', { name: /BPC-157/ }).getAttribute('href')).toBe(
      '/product/bpc-157',
    );
  });

  it('given one match, it says "1 result found"', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox'), 'ipa');
    expect(screen.getByRole('status').textContent).toBe('1 result found');
  });

  it('given no match, it says "No results found"', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status').textContent).toBe('No results found');
  });

  it('given more than 30 characters typed, the field keeps 30', async () => {
    render(<Harness />);
    const input = screen.getByRole('searchbox') as HTMLInputElement;
    expect(input.maxLength).toBe(30);
    await userEvent.type(input, 'x'.repeat(35));
    expect(input.value).toHaveLength(30);
  });

  it('given results, Down moves into them, Up returns to the field and Escape clears', async () => {
    render(<Harness />);
    const input = screen.getByRole('searchbox') as HTMLInputElement;
    await userEvent.type(input, 'b');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('BPC-157');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('TB-500');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given submit, it reports the query', async () => {
    const onSubmit = vi.fn();
    render(<SearchBox value="bpc" onValueChange={vi.fn()} results={[]} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith('bpc');
  });
});
