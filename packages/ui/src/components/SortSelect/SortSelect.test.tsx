import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect';

const options = [
  { value: 'menu_order', label: 'Default sorting' },
  { value: 'price', label: 'Sort by price: low to high' },
];
const props = { options, value: 'menu_order', label: 'Sort products', submitLabel: 'Sort' };

describe('SortSelect', () => {
  it('given no scripts, it is a labelled select in a GET form with a submit button', () => {
    render(<SortSelect {...props} action="/shop" />);
    const select = screen.getByRole('combobox', { name: 'Sort products' }) as HTMLSelectElement;
    expect(select.name).toBe('orderby');
    expect(select.form?.method).toBe('get');
    expect(select.form?.getAttribute('action')).toBe('/shop');
    expect(screen.getByRole('button', { name: 'Sort' }).getAttribute('type')).toBe('submit');
  });

  it('given filters to keep, the form carries them beside the order', () => {
    render(
      <SortSelect {...props} keep={[{ name: 'category', value: 'peptides' }]} action="/shop" />,
    );
    const form = screen.getByRole('combobox', { name: 'Sort products' }).closest('form');
    expect(
      [...new FormData(form as HTMLFormElement)].map(([name, value]) => `${name}=${value}`),
    ).toEqual(['category=peptides', 'orderby=menu_order']);
  });

  it('given scripts, choosing an order reports it at once and no button shows', async () => {
    const onSortChange = vi.fn();
    render(<SortSelect {...props} enhanced onSortChange={onSortChange} />);
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), 'price');
    expect(onSortChange).toHaveBeenCalledWith('price');
  });
});
