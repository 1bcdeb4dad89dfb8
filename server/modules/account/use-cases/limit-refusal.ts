import { Refusal } from '../../refusal';

/** While a limit holds (`waitMs` > 0), refuses with the Persian message naming the minutes left. */
export function refuseWhileLimited(waitMs: number, message: (minutes: number) => string): void {
  if (waitMs > 0) throw new Refusal('too-many', message(Math.ceil(waitMs / 60000)), {}, Math.ceil(waitMs / 1000));
}
