import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq } from '../theme/breakpoints';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

/** The dimmed backdrop behind every dialog and sheet. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
});

/** A full-height panel from one side: full width on phones, 420 px from the sm breakpoint. */
export const sheet = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': { [mq.sm]: { width: 420 } },
  },
  variants: {
    side: {
      right: {
        right: 0,
        animation: `${slideFromRight} ${vars.motion.durationSlow} ${vars.motion.easing}`,
      },
      left: {
        left: 0,
        animation: `${slideFromLeft} ${vars.motion.durationSlow} ${vars.motion.easing}`,
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetBody = style({ flex: 1, overflowY: 'auto', padding: vars.space['4'] });

export const sheetFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

/** A centred modal card. */
export const modal = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  transform: 'translate(-50%, -50%)',
  width: `calc(100% - ${vars.space['8']})`,
  maxWidth: 480,
  maxHeight: `calc(100vh - ${vars.space['8']})`,
  overflowY: 'auto',
  padding: vars.space['8'],
  background: vars.color.surface,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${rise} ${vars.motion.durationBase} ${vars.motion.easing}`,
});

export const modalTitle = style({ fontSize: vars.fontSize['2xl'], marginBottom: vars.space['3'] });

export const closeCorner = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
});
