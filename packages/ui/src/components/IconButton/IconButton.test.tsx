import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseIcon } from '../../icons/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('given a label, it is named by it', () => {
    render(<IconButton label="Close" icon={<CloseIcon />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('given busy, it is disabled and shows a spinner instead of the icon', () => {
    const { container } = render(<IconButton label="Remove" icon={<CloseIcon />} busy />);
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('svg')).toBeNull();
  });
});
