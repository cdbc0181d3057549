import { createThemeContract } from '@vanilla-extract/css';
import {
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  palette,
  radii,
  shadows,
  space,
  zIndex,
} from './tokens';

const nullsOf = <T extends Record<string, string>>(values: T) =>
  Object.fromEntries(Object.keys(values).map((key) => [key, null])) as Record<keyof T, null>;

/**
 * The one theme contract. `palette` holds primitive colours; `color` holds semantic roles that a
 * theme points at palette entries, so components only ever use `vars.color.*`.
 */
export const vars = createThemeContract({
  palette: nullsOf(palette),
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    textInverse: null,
    heading: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentHover: null,
    accentActive: null,
    accentSubtle: null,
    onAccent: null,
    sale: null,
    saleSubtle: null,
    warning: null,
    danger: null,
    dangerSubtle: null,
    success: null,
    successSubtle: null,
    focusRing: null,
    scrim: null,
    scrimStrong: null,
    topBar: null,
    onTopBar: null,
  },
  font: { body: null },
  fontSize: nullsOf(fontSize),
  fontWeight: nullsOf(fontWeight),
  lineHeight: nullsOf(lineHeight),
  space: nullsOf(space),
  radii: nullsOf(radii),
  shadow: nullsOf(shadows),
  zIndex: nullsOf(zIndex),
  motion: nullsOf(motion),
});
