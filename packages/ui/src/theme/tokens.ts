import { LAYOUT } from '@peptide/domain';

/**
 * Design tokens as plain data. Primitive values live here; the theme (`theme.css.ts`) maps the
 * semantic contract onto them so components never name a raw colour.
 */
export const palette = {
  white: '#FFFFFF',
  gray50: '#F7F9FB',
  gray100: '#EEF2F6',
  gray200: '#DDE3EA',
  gray300: '#C5CED8',
  gray500: '#64748B',
  gray600: '#475569',
  navy700: '#1E3A5F',
  navy800: '#142B4A',
  navy900: '#0B1F3A',
  teal50: '#E6F4F3',
  teal600: '#0D7C74',
  teal700: '#0A6660',
  teal800: '#08524D',
  amber50: '#FFF7E6',
  amber700: '#A14A06',
  red50: '#FDECEC',
  red700: '#B42318',
  green50: '#E8F5EC',
  green700: '#17703A',
  scrim: 'rgba(11, 31, 58, 0.55)',
  /** Navy at 72%: white text on it stays above 4.5:1 even over a white video frame. */
  scrimStrong: 'rgba(11, 31, 58, 0.72)',
  scrimFaint: 'rgba(11, 31, 58, 0.4)',
} as const;

export const fontFamily = {
  body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** Modular scale, ratio 1.2 from a 16 px base. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.2rem',
  xl: '1.44rem',
  '2xl': '1.728rem',
  '3xl': '2.074rem',
  '4xl': '2.488rem',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeight = {
  tight: '1.2',
  normal: '1.5',
  relaxed: '1.7',
} as const;

export const space = {
  none: '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  full: '9999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(11, 31, 58, 0.08)',
  md: '0 4px 12px rgba(11, 31, 58, 0.10)',
  lg: '0 12px 32px rgba(11, 31, 58, 0.18)',
} as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  dropdown: '200',
  overlay: '300',
  modal: '400',
  toast: '500',
} as const;

export const motion = {
  durationFast: '150ms',
  durationBase: '200ms',
  durationSlow: '300ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** The shop's breakpoints, min-width in px, as the domain defines them. */
export const breakpoints = LAYOUT.breakpoints;

/**
 * The widest the page's content grows, in px: the header's bar, the page and the footer line up
 * on it.
 */
export const pageMaxWidth = 1320;

/** Minimum touch target (DESIGN.md). */
export const touchTarget = '44px';

export type Breakpoint = keyof typeof breakpoints;
