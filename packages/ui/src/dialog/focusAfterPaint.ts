/**
 * `onOpenAutoFocus` for a dialog that opens by itself over an already painted page (a timer):
 * instead of moving focus in the task that mounts the dialog, it moves focus to the given
 * element once the open dialog has been painted.
 *
 * @param target - the element that takes focus (the dialog's first control)
 * @returns the handler to pass to `Dialog.Content`'s `onOpenAutoFocus`
 * @remarks Focusing needs an up-to-date layout, and the scroll lock that opens with a modal has
 *   just changed the body's style, so focusing at mount lays out the whole page inside the
 *   dialog's mount task. After the paint, that layout is already done by the frame itself and
 *   the mount task stays short. Focus that reached the dialog before then (a fast Tab) stays
 *   where it is.
 */
export function focusAfterPaint(target: () => HTMLElement | null): (event: Event) => void {
  return (event) => {
    event.preventDefault();
    requestAnimationFrame(() => {
      // A task queued from the frame's callback runs after that frame's layout and paint.
      setTimeout(() => {
        const element = target();
        const dialog = element?.closest('[role="dialog"]');
        if (!element?.isConnected || dialog?.contains(document.activeElement)) return;
        element.focus();
      }, 0);
    });
  };
}
