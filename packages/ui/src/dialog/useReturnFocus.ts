import { useRef } from 'react';

/**
 * Focus handlers for a Radix Dialog opened from outside its own `Trigger` (a header button, a
 * timer): Radix would return focus to its trigger only, so this remembers what had focus when
 * the dialog opened and puts focus back there when it closes.
 *
 * @param fallback - where focus goes back when nothing had it as the dialog opened (a timer
 *   opened it after the button that started it had been disabled while busy)
 * @returns `onOpenAutoFocus` and `onCloseAutoFocus` to spread on `Dialog.Content`
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const focused = document.activeElement;
      previous.current =
        focused instanceof HTMLElement && focused !== document.body
          ? focused
          : (fallback?.() ?? null);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      if (target?.isConnected && target !== document.body) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
