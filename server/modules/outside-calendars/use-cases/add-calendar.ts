import { createHash } from 'node:crypto';
import {
  MAX_OUTSIDE_CALENDARS,
  OUTSIDE_CALENDAR_MESSAGES as M,
  type OutsideCalendarView,
} from '../../../../src/core/domain/outside-calendar';
import type { Clock } from '../../../ports/clock';
import { checkCalendarAddress } from '../calendar-address';
import type { AddressSealer, OutsideCalendarStore } from '../ports/outside-calendars-ports';
import { ADDRESS_FIELD, calendarView } from './calendar-view';
import { Refusal } from '../../refusal';

/**
 * A calendar of the consultant's to keep them busy by: the address checked (no private or loopback
 * target unless allowed), sealed and kept; the job reads it within minutes. Nothing is fetched here.
 */
export class AddCalendar {
  constructor(
    private readonly calendars: Pick<OutsideCalendarStore, 'list' | 'add'>,
    private readonly sealer: Pick<AddressSealer, 'seal'>,
    private readonly clock: Clock,
    private readonly allowPrivate: boolean,
  ) {}

  async execute(input: { address: string; label: string }): Promise<OutsideCalendarView> {
    const checked = checkCalendarAddress(input.address, this.allowPrivate);
    if (!checked.ok) throw new Refusal('invalid', checked.message);
    if ((await this.calendars.list()).length >= MAX_OUTSIDE_CALENDARS) throw new Refusal('invalid', M.tooMany);
    const address = checked.url.toString();
    const at = this.clock.now();
    const calendar = {
      label: input.label.trim() || checked.url.hostname,
      host: checked.url.hostname,
      sealedAddress: await this.sealer.seal(ADDRESS_FIELD, address),
      addressHash: createHash('sha256').update(address, 'utf8').digest('hex'),
      at,
    };
    const id = await this.calendars.add(calendar);
    if (!id) throw new Refusal('conflict', M.duplicate);
    return calendarView({
      ...calendar,
      id,
      etag: null,
      lastModified: null,
      addedAt: at,
      lastReadAt: null,
      failingSince: null,
      failure: null,
      failureToldAt: null,
      busyCount: 0,
    });
  }
}
