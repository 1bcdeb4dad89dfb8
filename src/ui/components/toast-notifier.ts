import { toast } from 'react-toastify';
import type { Notifier } from '../../core/ports/notifier';
import { TOAST_AUTO_CLOSE_MS } from '../../core/domain/limits';

/** The spec's toasts: top-right, closing after five seconds. */
export const toastNotifier: Notifier = {
  success: (message) => void toast.success(message, { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS }),
  error: (message) => void toast.error(message, { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS }),
};
