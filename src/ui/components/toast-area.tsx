import { ToastContainer } from 'react-toastify';
import type { ThemeName } from '../../core/domain/theme';
import { TOAST_AUTO_CLOSE_MS } from '../../core/domain/limits';

/** what a screen reader names the toasts' region (the library's own label is English) */
export const TOASTS_LABEL = 'اعلان‌ها (Alt+T)';

/**
 * Where the spec's toasts show: top-right, closing after five seconds; Alt+T (the library's
 * default hot key) moves focus to them. Loaded after the page itself: a toast asked for
 * before it arrives waits in the library's queue and shows when it mounts.
 */
export default function ToastArea({ theme }: { theme: ThemeName }) {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} rtl theme={theme} aria-label={TOASTS_LABEL} />;
}
