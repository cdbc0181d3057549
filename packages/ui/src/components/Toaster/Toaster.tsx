import { MESSAGES, TIMINGS } from '@peptide/domain';
import { Toaster as Sonner, toast } from 'sonner';

export interface ToasterProps {
  /** The account and cart area closes toasts sooner (1999 ms) than the shop (5000 ms). */
  variant?: 'shop' | 'account';
}

/** Where toasts appear: top right, closing after the spec's duration. Mount it once per page. */
export function Toaster({ variant = 'shop' }: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      duration={variant === 'account' ? TIMINGS.toastDurationAccount : TIMINGS.toastDuration}
      richColors
      closeButton
    />
  );
}

/** Shows toasts with the spec's default texts. */
export const notify = {
  success: (message: string = MESSAGES.success) => toast.success(message),
  error: (message: string = MESSAGES.somethingWentWrong) => toast.error(message),
};

export { toast };
