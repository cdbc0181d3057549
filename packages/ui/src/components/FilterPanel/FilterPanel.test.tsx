import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const props: Omit<FilterPanelProps, 'children'> = {
  action: '/shop',
  categories: [
    { value: 'peptides', label: 'Peptides', count: 18, checked: true },
    { value: 'powders', label: 'Powders', count: 0, checked: false },
  ],
  minPrice: 10,
  maxPrice: null,
  inStock: { checked: false, count: 12 },
  onSale: { checked: false, count: 3 },
  keep: [{ name: 'orderby', value: 'date' }],
  activeCount: 2,
};

function sidebar(extra: Partial<FilterPanelProps> = {}) {
  render(
    <FilterPanel.Root {...props} {...extra}>
      <FilterPanel.Sidebar />
    </FilterPanel.Root>,
  );
  return within(screen.getByRole('region', { name: 'Filters' }));
}

describe('FilterPanel', () => {
  it('given no scripts, it is a GET form of the listing carrying the order, with its choices and counts', () => {
    const panel = sidebar();
    const peptides = panel.getByRole('checkbox', { name: 'Peptides (18)' }) as HTMLInputElement;
    expect(peptides.checked).toBe(true);
    expect(peptides.form?.method).toBe('get');
    expect(peptides.form?.getAttribute('action')).toBe('/shop');
    expect((panel.getByLabelText('Min price (€)') as HTMLInputElement).value).toBe('10');
    expect(panel.getByRole('checkbox', { name: 'In stock only (12)' })).toBeTruthy();
    const data = [...new FormData(peptides.form as HTMLFormElement)].map(([k, v]) => `${k}=${v}`);
    expect(data).toEqual(['orderby=date', 'category=peptides', 'min_price=10', 'max_price=']);
  });

  it('given a choice that would leave no product, it is disabled', () => {
    const panel = sidebar();
    expect(panel.getByRole('checkbox', { name: 'Powders (0)' })).toHaveProperty('disabled', true);
  });

  it('given scripts, ticking a box reports the form at once and Apply reports the prices', async () => {
    const onFiltersChange = vi.fn();
    const panel = sidebar({ enhanced: true, onFiltersChange });
    await userEvent.click(panel.getByRole('checkbox', { name: 'On sale (3)' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith([
      ['orderby', 'date'],
      ['category', 'peptides'],
      ['min_price', '10'],
      ['max_price', ''],
      ['on_sale', '1'],
    ]);
    fireEvent.change(panel.getByLabelText('Max price (€)'), { target: { value: '50' } });
    await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(expect.arrayContaining([['max_price', '50']]));
  });

  it('given scripts on a phone, the Filters (n) button opens the drawer and Apply closes it', async () => {
    const onFiltersChange = vi.fn();
    render(
      <FilterPanel.Root {...props} enhanced onFiltersChange={onFiltersChange}>
        <FilterPanel.Drawer />
      </FilterPanel.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply filters' }));
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given no scripts on a phone, the filters are a disclosure', () => {
    render(
      <FilterPanel.Root {...props}>
        <FilterPanel.Drawer />
      </FilterPanel.Root>,
    );
    expect(screen.getByText('Filters (2)').tagName).toBe('SUMMARY');
  });

  it('given no scripts on a phone, the closed disclosure is drawn as the button that replaces it', () => {
    const { unmount } = render(
      <FilterPanel.Root {...props} enhanced>
        <FilterPanel.Drawer />
      </FilterPanel.Root>,
    );
    const buttonClasses = [...screen.getByRole('button', { name: 'Filters (2)' }).classList];
    unmount();
    render(
      <FilterPanel.Root {...props}>
        <FilterPanel.Drawer />
      </FilterPanel.Root>,
    );
    const summary = screen.getByText('Filters (2)');
    expect([...summary.classList]).toEqual(expect.arrayContaining(buttonClasses));
  });
});
