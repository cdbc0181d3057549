import { TIMINGS } from '@peptide/domain';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../AddressForm/FormAlert';

export interface TimedBannerProps {
  /** The text to show; each new value shows the banner again. */
  message?: string | null;
  /** How long the banner stays, 5 seconds by default (success banners). */
  duration?: number;
  /** Called when the banner hides itself, so the caller can clear its message. */
  onDismiss?: () => void;
}

/** A success banner that disappears on its own after `duration`. */
export function TimedBanner({
  message,
  duration = TIMINGS.successBanner,
  onDismiss,
}: TimedBannerProps) {
  const [visible, setVisible] = useState(Boolean(message));
  // Kept in a ref so a new callback identity on each render does not restart the timer.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!message) return;
    setVisible(true);
    const timer = setTimeout(() => {
      setVisible(false);
      dismiss.current?.();
    }, duration);
    return () => clearTimeout(timer);
  }, [message, duration]);

  if (!message || !visible) return null;
  return <FormAlert tone="success">{message}</FormAlert>;
}
