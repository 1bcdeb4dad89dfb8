/** Short messages to the visitor (toasts in the browser). */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}
