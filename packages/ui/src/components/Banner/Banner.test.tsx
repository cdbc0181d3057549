import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';

describe('Banner', () => {
  it('given a title and crumbs, it reads Home | Cart with Home linking home', () => {
    render(<Banner title="Cart" crumbs={[{ label: 'Home', href: '/' }, { label: 'Cart' }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.textContent).toBe('Home|Cart');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Cart');
  });
});
