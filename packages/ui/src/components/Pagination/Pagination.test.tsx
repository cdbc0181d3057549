import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';

const props = {
  hrefOf: (page: number) => `/shop?page=${page}`,
  label: 'Product pages',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: (page: number) => `Page ${page}`,
};

describe('Pagination', () => {
  it('given page 2 of 3, it marks page 2 current and links previous, next and the others', () => {
    render(<Pagination page={2} pageCount={3} {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(nav).getByText('Page 2').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/shop?page=1',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /Previous page/ })
        .getAttribute('rel'),
    ).toBe('prev');
    expect(
      within(nav)
        .getByRole('link', { name: /Next page/ })
        .getAttribute('href'),
    ).toBe('/shop?page=3');
    expect(within(nav).queryByRole('link', { name: 'Page 2' })).toBeNull();
  });

  it('given the first and the last page, there is no previous and no next link', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} {...props} />);
    expect(screen.queryByRole('link', { name: /Previous page/ })).toBeNull();
    rerender(<Pagination page={3} pageCount={3} {...props} />);
    expect(screen.queryByRole('link', { name: /Next page/ })).toBeNull();
  });

  it('given page 7 of 20, it shows the ends and the neighbours with gaps between', () => {
    const { container } = render(<Pagination page={7} pageCount={20} {...props} />);
    // What each item shows: the current page's visible number, not its hidden name.
    const names = [...container.querySelectorAll('li')].map((item) =>
      (item.querySelector('span[aria-hidden="true"]') ?? item).textContent?.trim(),
    );
    expect(names).toEqual(['← Previous page', '1', '…', '6', '7', '8', '…', '20', 'Next page →']);
  });

  it('given one page, it renders nothing', () => {
    const { container } = render(<Pagination page={1} pageCount={1} {...props} />);
    expect(container.innerHTML).toBe('');
  });
});
