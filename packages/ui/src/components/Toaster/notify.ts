import { MESSAGES } from '@peptide/domain';

let sonner: Promise<typeof import('sonner')> | undefined;

/** sonner, fetched with the first toast rather than with the page. */
function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner');
  return sonner;
}

/**
 * Shows toasts with the spec's default texts.
 *
 * @remarks sonner loads with the first call, so a page that shows no toast never fetches it. A
 *   toast made before the `Toaster` mounts appears once it does (sonner replays active toasts to
 *   a late subscriber). Calls keep their order: each waits on the same load.
 */
export const notify = {
  success: (message: string = MESSAGES.success): void => {
    void loadSonner().then(({ toast }) => toast.success(message));
  },
  error: (message: string = MESSAGES.somethingWentWrong): void => {
    void loadSonner().then(({ toast }) => toast.error(message));
  },
  /** Closes every toast on screen. */
  dismiss: (): void => {
    void loadSonner().then(({ toast }) => toast.dismiss());
  },
};
