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

  it('given a certificate, it says it is a certificate of analysis', () => {
    render(<CoaCard coa={coa} />);
    expect(screen.getByText('Certificate of Analysis')).toBeTruthy();
  });

  it('given the lab, date and batch, it lists each with its label', () => {
    render(
      <CoaCard coa={{ ...coa, lab: 'Janoshik Analytical', date: '2026-02-18', batch: 'TB-24' }} />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Lab', 'Tested', 'Batch']);
    expect(values[0]).toBe('Janoshik Analytical');
    expect(values[1]).toMatch(/2026/);
    expect(values[2]).toBe('TB-24');
    expect(screen.getByText(/2026/).closest('time')?.getAttribute('dateTime')).toBe('2026-02-18');
  });

  it('given only a title and link, it shows no empty facts', () => {
    render(<CoaCard coa={coa} />);
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('given a batch but no lab or date, it lists only the batch', () => {
    render(<CoaCard coa={{ ...coa, batch: 'TB-24' }} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Batch']);
  });
});
