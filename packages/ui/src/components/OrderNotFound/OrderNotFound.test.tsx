import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderNotFound } from './OrderNotFound';

const links = [
  { label: MESSAGES.logInToSeeOrder, href: '/auth' },
  { label: MESSAGES.contactSupport, href: '/contact' },
];

describe('OrderNotFound', () => {
  it('given a heading level / it says Order not found at that level, never Order received', () => {
    render(<OrderNotFound text={MESSAGES.orderNotFoundForGuest} links={links} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.noOrderFound })).toBeTruthy();
    expect(screen.queryByText(/received/i)).toBeNull();
  });

  it('given ways on / it links each, the text with them', () => {
    render(<OrderNotFound text={MESSAGES.orderNotFoundForGuest} links={links} />);
    expect(screen.getByRole('region', { name: MESSAGES.noOrderFound })).toBeTruthy();
    expect(screen.getByText(MESSAGES.orderNotFoundForGuest)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.logInToSeeOrder }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(screen.getByRole('link', { name: MESSAGES.contactSupport }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
