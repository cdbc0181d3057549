import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './FallbackImage';

describe('FallbackImage', () => {
  it('given a source, it renders the image with its intrinsic size', () => {
    render(<FallbackImage src="/vial.png" alt="Vial" width={200} height={200} />);
    const image = screen.getByRole('img', { name: 'Vial' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('width')).toBe('200');
  });

  it('given no source, it shows the named placeholder', () => {
    render(<FallbackImage src={null} alt="Vial" width={200} height={200} />);
    expect(screen.getByRole('img', { name: 'Vial' }).tagName).toBe('SPAN');
  });

  it('given the image fails to load, it falls back to the placeholder', () => {
    render(<FallbackImage src="/broken.png" alt="Vial" width={200} height={200} />);
    fireEvent.error(screen.getByRole('img', { name: 'Vial' }));
    expect(screen.getByRole('img', { name: 'Vial' }).tagName).toBe('SPAN');
  });
});

describe('FallbackImage without alt text', () => {
  it('given a decorative image with no source, the placeholder is hidden from assistive tech', () => {
    const { container } = render(<FallbackImage src={null} alt="" width={40} height={40} />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.hasAttribute('role')).toBe(false);
  });
});
