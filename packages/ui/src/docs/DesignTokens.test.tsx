import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fontSize, palette, radii, space } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import {
  PaletteSwatches,
  RadiiAndShadows,
  SemanticSwatches,
  SpaceScale,
  TypeScale,
} from './DesignTokens';

describe('the Design tokens page', () => {
  it('given tokens.ts, it shows every palette colour with its value', () => {
    render(<PaletteSwatches />);
    const list = screen.getByRole('list', { name: 'Palette' });
    for (const [key, colour] of Object.entries(palette)) {
      expect(within(list).getByText(`palette.${key}`).nextElementSibling?.textContent).toBe(colour);
    }
  });

  it('given the theme contract, it shows every semantic colour role', () => {
    render(<SemanticSwatches />);
    const list = screen.getByRole('list', { name: 'Semantic colours' });
    for (const role of Object.keys(vars.color))
      expect(within(list).getByText(`color.${role}`)).toBeTruthy();
  });

  it('given tokens.ts, it renders every font size, spacing step and radius', () => {
    render(
      <>
        <TypeScale />
        <SpaceScale />
        <RadiiAndShadows />
      </>,
    );
    for (const [key, size] of Object.entries(fontSize)) {
      expect(screen.getByText(`fontSize.${key}: ${size}`)).toBeTruthy();
    }
    for (const [key, size] of Object.entries(space))
      expect(screen.getByText(`space[${key}]: ${size}`)).toBeTruthy();
    for (const key of Object.keys(radii)) expect(screen.getByText(`radii.${key}`)).toBeTruthy();
  });
});
