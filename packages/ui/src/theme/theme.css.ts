import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import {
  fontFamily,
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
import { vars } from './vars.css';

const p = vars.palette;

/** The light theme: semantic colours refer to palette variables, not raw values. */
const lightValues = {
  palette,
  color: {
    background: p.white,
    surface: p.white,
    surfaceMuted: p.gray50,
    text: p.navy900,
    textMuted: p.gray600,
    textInverse: p.white,
    heading: p.navy900,
    border: p.gray200,
    borderStrong: p.gray300,
    accent: p.teal700,
    accentHover: p.teal800,
    accentActive: p.navy800,
    accentSubtle: p.teal50,
    onAccent: p.white,
    sale: p.amber700,
    saleSubtle: p.amber50,
    warning: p.amber700,
    danger: p.red700,
    dangerSubtle: p.red50,
    success: p.green700,
    successSubtle: p.green50,
    focusRing: p.teal600,
    scrim: p.scrim,
    scrimStrong: p.scrimStrong,
    topBar: p.navy900,
    onTopBar: p.white,
  },
  font: fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
  radii,
  shadow: shadows,
  zIndex,
  motion,
};

/** Class that applies the light theme to a subtree. */
export const themeClass = createTheme(vars, lightValues, 'light');

// The theme also sits on :root so portalled content (dialogs, toasts) gets it without a wrapper.
globalStyle(':root', { vars: assignVars(vars, lightValues) });
