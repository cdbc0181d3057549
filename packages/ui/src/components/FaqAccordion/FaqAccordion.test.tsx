import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { id: 'a', question: 'What countries do you ship to?', answer: 'EU, USA and Canada.' },
  { id: 'b', question: 'Storage', answer: 'In the fridge after reconstitution.' },
];

describe('FaqAccordion', () => {
  it('given a question is clicked, its answer shows and another click hides it', async () => {
    render(<FaqAccordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'Storage' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('In the fridge after reconstitution.')).toBeTruthy();
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('given one open, opening another closes the first', async () => {
    render(<FaqAccordion items={items} defaultOpenId="a" />);
    await userEvent.click(screen.getByRole('button', { name: 'Storage' }));
    expect(
      screen
        .getByRole('button', { name: 'What countries do you ship to?' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('given keyboard focus, the down arrow moves to the next question', async () => {
    render(<FaqAccordion items={items} />);
    screen.getByRole('button', { name: 'What countries do you ship to?' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Storage' }));
  });

  it('given a heading level, questions are headings of that level', () => {
    render(<FaqAccordion items={items} headingLevel="h2" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
