import type { Notifier } from '../../core/ports/platform/notifier';
import { TOAST_AUTO_CLOSE_MS } from '../../core/domain/limits';

type ToastLibrary = typeof import('react-toastify');
let library: Promise<ToastLibrary> | null = null;

/**
 * Read when the first toast is asked for, not with the app: the page's toast area loads the
 * library after the first render, and a toast asked for before it mounts waits in the
 * library's queue.
 */
function toastLibrary(): Promise<ToastLibrary> {
  library ??= import('react-toastify');
  return library;
}

/** The spec's toasts: top-right, closing after five seconds. */
export const toastNotifier: Notifier = {
  success: (message) =>
    void toastLibrary().then(({ toast }) => toast.success(message, { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS })),
  error: (message) =>
    void toastLibrary().then(({ toast }) => toast.error(message, { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS })),
};
