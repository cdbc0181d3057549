import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { id: 'a', question: 'What countries do you ship to?', answer: 'EU, USA and Canada.' },
  { id: 'b', question: 'Storage', answer: 'In the fridge after reconstitution.' },
];

/** The `<details>` of a question. */
const itemOf = (question: string) => screen.getByText(question).closest('details');

describe('FaqAccordion', () => {
  it('given a question is clicked, its answer opens and another click closes it', async () => {
    render(<FaqAccordion items={items} />);
    expect(itemOf('Storage')?.open).toBe(false);
    await userEvent.click(screen.getByText('Storage'));
    expect(itemOf('Storage')?.open).toBe(true);
    expect(screen.getByRole('region', { name: 'Storage' }).textContent).toBe(
      'In the fridge after reconstitution.',
    );
    await userEvent.click(screen.getByText('Storage'));
    expect(itemOf('Storage')?.open).toBe(false);
  });

  it('given an item to open at first, it is open and the others closed', () => {
    render(<FaqAccordion items={items} defaultOpenId="a" />);
    expect(itemOf('What countries do you ship to?')?.open).toBe(true);
    expect(itemOf('Storage')?.open).toBe(false);
  });

  it('given two accordions, the items of each share a name of their own, so one opens at a time within each', () => {
    render(
      <>
        <FaqAccordion items={items} />
        <FaqAccordion items={[{ id: 'c', question: 'Returns', answer: 'Within 14 days.' }]} />
      </>,
    );
    const [first, second] = [itemOf('What countries do you ship to?'), itemOf('Storage')];
    expect(first?.getAttribute('name')).toBeTruthy();
    expect(second?.getAttribute('name')).toBe(first?.getAttribute('name'));
    expect(itemOf('Returns')?.getAttribute('name')).not.toBe(first?.getAttribute('name'));
  });

  it('given a heading level, questions are headings of that level', () => {
    render(<FaqAccordion items={items} headingLevel="h2" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What countries do you ship to?',
      'Storage',
    ]);
  });
});
