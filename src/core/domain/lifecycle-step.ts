import { transition, type AnyStateMachine, type EventFrom, type InputFrom, type MachineSnapshot, type StateValueFrom } from 'xstate';

/**
 * Runs one event of a lifecycle machine from a stored status: the status it moves to (the same
 * one for a transition that records without moving), or null when the machine does not accept
 * that event there, typed as the machine's own statuses. The server's use cases call this and write the answer, with its ledger
 * event, in one transaction guarded by `WHERE status = from`.
 */
export function lifecycleStep<M extends AnyStateMachine>(
  machine: M,
  from: StateValueFrom<M>,
  facts: InputFrom<M>,
  event: EventFrom<M>,
): StateValueFrom<M> | null {
  const snapshot = machine.resolveState({ value: from, context: facts });
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot as never, event) as unknown as [
    MachineSnapshot<never, never, never, never, never, never, never, never>,
  ];
  // a flat machine's value is one of its states' names, which StateValueFrom lists
  return next.value as StateValueFrom<M>;
}
