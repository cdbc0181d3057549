import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoaCard } from './CoaCard';

const coa = {
  title: 'TB-500 10 mg',
  href: 'https://lab.example/verify/tb-500',
  image: null,
};

describe('CoaCard', () => {
  it('given a certificate, its link opens the lab page in a new tab without an opener', () => {
    render(<CoaCard coa={coa} />);
    const link = screen.getByRole('link', { name: /View Lab Results/ });
    expect(link.getAttribute('href')).toBe(coa.href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('given a certificate, the link says which certificate and that it opens a new tab', () => {
    render(<CoaCard coa={coa} />);
    expect(
      screen.getByRole('link', { name: 'View Lab Results for TB-500 10 mg (opens in a new tab)' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'TB-500 10 mg' })).toBeTruthy();
  });
});
