import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureBlurbs } from './FeatureBlurbs';

describe('FeatureBlurbs', () => {
  it('given the defaults, it lists the three home page claims in order', () => {
    render(<FeatureBlurbs />);
    const list = screen.getByRole('list', { name: 'Why researchers choose us' });
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual([
      'Third-party tested',
      'Shipping from the EU',
      'Wide peptide selection',
    ]);
  });

  it('given blurbs, each shows its title and text with a decorative icon', () => {
    render(
      <FeatureBlurbs
        blurbs={[{ id: 'a', icon: <svg data-testid="icon" />, title: 'Fast', text: 'Quick.' }]}
      />,
    );
    expect(screen.getByText('Fast')).toBeTruthy();
    expect(screen.getByText('Quick.')).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
