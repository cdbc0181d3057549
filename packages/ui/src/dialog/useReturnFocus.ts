import { useRef } from 'react';

/**
 * Focus handlers for a Radix Dialog opened from outside its own `Trigger` (a header button, a
 * timer): Radix would return focus to its trigger only, so this remembers what had focus when
 * the dialog opened and puts focus back there when it closes.
 * @returns `onOpenAutoFocus` and `onCloseAutoFocus` to spread on `Dialog.Content`
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
