import type { Notifier } from '../../src/core/ports/platform/notifier';

export class RecordingNotifier implements Notifier {
  messages: Array<{ kind: 'success' | 'error'; message: string }> = [];

  success(message: string): void {
    this.messages.push({ kind: 'success', message });
  }

  error(message: string): void {
    this.messages.push({ kind: 'error', message });
  }
}
