import { MESSAGES } from '@peptide/domain';

let sonner: Promise<typeof import('sonner')> | undefined;
const firstToastListeners = new Set<() => void>();

/** Calls sonner's `toast` once sonner is there; it is fetched with the first toast, not the page. */
function withToast(use: (toast: typeof import('sonner').toast) => unknown): void {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of firstToastListeners) listener();
    firstToastListeners.clear();
  }
  void sonner.then(({ toast }) => use(toast));
}

/**
 * Calls `listener` when the page asks for its first toast (at once if it has), so the toasts'
 * region can mount then rather than with the page.
 *
 * @param listener - called once
 * @returns a stop that forgets the listener
 */
export function onFirstToast(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => {};
  }
  firstToastListeners.add(listener);
  return () => {
    firstToastListeners.delete(listener);
  };
}

/**
 * Shows toasts with `MESSAGES`' default texts.
 *
 * @remarks sonner loads with the first call, so a page that shows no toast never fetches it. A
 *   toast made before the `Toaster` mounts appears once it does (sonner replays active toasts to
 *   a late subscriber). Calls keep their order: each waits on the same load.
 */
export const notify = {
  success: (message: string = MESSAGES.success) => withToast((toast) => toast.success(message)),
  error: (message: string = MESSAGES.somethingWentWrong) =>
    withToast((toast) => toast.error(message)),
  /** Closes every toast on screen. */
  dismiss: () => withToast((toast) => toast.dismiss()),
};
