import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mq } from './breakpoints';
import { vars } from './vars.css';

const layout = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': mq.sm },
    md: { '@media': mq.md },
    lg: { '@media': mq.lg },
    xl: { '@media': mq.xl },
    xxl: { '@media': mq.xxl },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'sm', 'md', 'lg', 'xl', 'xxl'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const typography = defineProperties({
  properties: {
    color: vars.color,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
});

/** Atomic layout and type utilities, responsive by breakpoint name. */
export const sprinkles = createSprinkles(layout, typography);

export type Sprinkles = Parameters<typeof sprinkles>[0];
