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
