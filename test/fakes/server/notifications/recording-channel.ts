import { DeliveryError, type MessageChannel } from '../../../../server/modules/notifications';

/** A provider that remembers what it took; `failNext` makes the coming sends throw, as a provider that is down would. */
export class RecordingChannel<M> implements MessageChannel<M> {
  readonly sent: M[] = [];
  private failures: DeliveryError[] = [];

  async send(message: M): Promise<void> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sent.push(message);
  }

  /** the next `times` sends fail; `permanent` when the provider refuses the message itself */
  failNext(times: number, reason = 'provider unavailable', permanent = false): void {
    for (let index = 0; index < times; index += 1) this.failures.push(new DeliveryError(reason, permanent));
  }
}
