import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header';

const regions = [
  { label: 'EU', href: 'https://eu.example.com', current: true },
  { label: 'USA', href: 'https://us.example.com' },
];

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}) {
  const handlers = { onCartClick: vi.fn(), onMenuClick: vi.fn() };
  render(<Header cartCount={0} regions={regions} {...handlers} {...props} />);
  return handlers;
}

describe('Header', () => {
  it('given any page, the top bar announces free shipping over €250', () => {
    renderHeader();
    expect(screen.getByText('FREE SHIPPING ON ORDERS OVER €250')).toBeTruthy();
  });

  it('given an empty cart, no count badge shows', () => {
    renderHeader({ cartCount: 0 });
    expect(screen.queryByTestId('count-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('given 3 lines in the cart, the badge shows 3 and the cart button says so', async () => {
    const { onCartClick } = renderHeader({ cartCount: 3 });
    expect(screen.getByTestId('count-badge').textContent).toBe('3');
    await userEvent.click(screen.getByRole('link', { name: 'Cart, 3 items' }));
    expect(onCartClick).toHaveBeenCalled();
  });

  it('given the logo and account icon, they link home and to /auth', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Peptide Lab, home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/auth');
  });

  it('given the navigation, it lists the shop links and marks the current page', () => {
    renderHeader({ currentPath: '/blog' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.textContent).toContain("COA's");
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('given the Shop menu opened by keyboard, arrows reach its links and Escape closes it back to the trigger', async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Shop' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'All Products',
      'Powders',
      'Peptides',
      'BAC Water',
    ]);
    expect(items[1]?.getAttribute('href')).toBe('/product-category/powders');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // The menu's own trigger, which took the place of the one drawn before its code loaded.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Shop' }));
  });

  it('given the region dropdown, it lists the regional sites', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Choose your region, EU' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      'https://eu.example.com',
      'https://us.example.com',
    ]);
  });

  it('given the region dropdown opened by ArrowDown, arrows move between regions and Escape returns to the trigger', async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Choose your region, EU' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Choose your region, EU' }),
    );
  });

  it('given the menu button, it asks to open the mobile menu', async () => {
    const { onMenuClick } = renderHeader();
    const summary = screen.getByLabelText('Open menu');
    await userEvent.click(summary);
    expect(onMenuClick).toHaveBeenCalled();
  });

  it('given no scripts, the menu is a details whose panel holds every link and the regions', () => {
    renderHeader({ currentPath: '/blog' });
    const details = screen.getByLabelText('Open menu').closest('details');
    expect(details?.querySelector('summary')).toBe(screen.getByLabelText('Open menu'));
    const links = Array.from(details?.querySelectorAll('nav a') ?? []);
    expect(links.map((link) => link.getAttribute('href'))).toContain('/shop');
    expect(links.find((link) => link.textContent === 'Blog')?.getAttribute('aria-current')).toBe(
      'page',
    );
    expect(links.map((link) => link.textContent)).toContain('EU');
  });
});
