import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('given a support e-mail, it links to it with mailto', () => {
    render(<Footer supportEmail="help@lab.example" year={2026} />);
    expect(screen.getByRole('link', { name: 'help@lab.example' }).getAttribute('href')).toBe(
      'mailto:help@lab.example',
    );
  });

  it('given the defaults, quick links are Home, How to Pay, Contact Us and About Us', () => {
    render(<Footer supportEmail="help@lab.example" year={2026} />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      Array.from(quick.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['How to Pay', '/how-to-pay'],
      ['Contact Us', '/contact'],
      ['About Us', '/about'],
    ]);
  });

  it('given the defaults, it shows the research-use disclaimer, policies and the copyright year', () => {
    render(<Footer supportEmail="help@lab.example" year={2026} />);
    expect(screen.getByText(/research use only/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(screen.getByText(/© 2026/)).toBeTruthy();
  });
});
