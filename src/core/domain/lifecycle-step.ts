import { transition, type AnyStateMachine, type EventFrom, type InputFrom, type MachineSnapshot } from 'xstate';

/**
 * Runs one event of a lifecycle machine from a stored status: the status it moves to (the same
 * one for a transition that records without moving), or null when the machine does not accept
 * that event there. The server's use cases call this and write the answer, with its ledger
 * event, in one transaction guarded by `WHERE status = from`.
 */
export function lifecycleStep<M extends AnyStateMachine>(
  machine: M,
  from: string,
  facts: InputFrom<M>,
  event: EventFrom<M>,
): string | null {
  const snapshot = machine.resolveState({ value: from, context: facts });
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot as never, event) as unknown as [MachineSnapshot<never, never, never, never, never, never, never, never>];
  return String(next.value);
}
