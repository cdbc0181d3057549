import { TIMINGS } from '@peptide/domain';
import { Toaster as Sonner, toast } from 'sonner';
import { CloseIcon } from '../../icons/icons';
import { mq } from '../../theme/breakpoints';
import { useMediaQuery } from '../../theme/useMediaQuery';
import * as styles from './Toaster.css';

export interface ToasterProps {
  /** The account and cart area closes toasts sooner (1999 ms) than the shop (5000 ms). */
  variant?: 'shop' | 'account';
  /** How long a toast stays, in ms; overrides the variant's duration. */
  duration?: number;
  /** The accessible name of each toast's close button. */
  closeLabel?: string;
  /** Names the toast region for screen readers (sonner adds its keyboard shortcut). */
  regionLabel?: string;
}

/**
 * Where toasts appear: top right from the medium breakpoint up, at the bottom on phones (at the
 * top they covered the header's cart button, which an added product's toast points at), closing
 * after 5000 ms (1999 ms in the account area), drawn with the theme's font, colours and a 44 px
 * close button. Mount it once per page.
 *
 * @remarks sonner runs unstyled here: it keeps positioning, stacking, swipe and reduced-motion
 *   handling, and the look comes from `Toaster.css.ts`.
 */
export function Toaster({
  variant = 'shop',
  duration,
  closeLabel = 'Close notification',
  regionLabel = 'Notifications',
}: ToasterProps) {
  const wide = useMediaQuery(mq.md);
  return (
    <Sonner
      position={wide ? 'top-right' : 'bottom-center'}
      duration={
        duration ?? (variant === 'account' ? TIMINGS.toastDurationAccount : TIMINGS.toastDuration)
      }
      closeButton
      className={styles.toaster}
      containerAriaLabel={regionLabel}
      icons={{ close: <CloseIcon size={18} /> }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: closeLabel,
        classNames: {
          toast: styles.toast,
          icon: styles.icon,
          content: styles.content,
          title: styles.title,
          description: styles.description,
          closeButton: styles.closeButton,
          success: styles.success,
          error: styles.error,
          warning: styles.warning,
          info: styles.info,
        },
      }}
    />
  );
}

/** sonner's own `toast`, for what `notify` does not cover (tests dismiss every toast with it). */
export { toast };
