import { parseReservationTypeInput, TYPE_ACTION_MESSAGES, type AdminReservationType } from '../../domain/reservation-type-admin';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** Creates a type (no id) or edits one, after the same checks the server makes. */
export class SaveReservationType {
  constructor(private readonly schedule: ScheduleRepository) {}

  async execute(input: { id?: string; fields: unknown }): Promise<Outcome<AdminReservationType>> {
    const parsed = parseReservationTypeInput(input.fields);
    if (!parsed.ok) return refused(parsed.message);
    const { id } = input;
    return id
      ? attempt(() => this.schedule.updateType(id, parsed.value), TYPE_ACTION_MESSAGES.updated)
      : attempt(() => this.schedule.createType(parsed.value), TYPE_ACTION_MESSAGES.created);
  }
}
