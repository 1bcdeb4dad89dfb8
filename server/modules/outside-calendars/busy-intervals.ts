import ICAL from 'ical.js';
import { BUSINESS_TIME_ZONE } from '../../../src/core/domain/business-time';
import { instantInZone, knownZone } from './wall-clock-instant';

/** A time the consultant is busy elsewhere: from `start` until `end`, an instant each. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

/** No feed expands more occurrences than this, whatever its rules say. */
export const MAX_OCCURRENCES = 5000;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/**
 * The busy intervals a calendar file holds that overlap the window [from, to): recurring events
 * expanded by ical.js (RRULE, RDATE, EXDATE and overridden occurrences), all-day events as whole
 * days on the consultant's (Tehran) calendar, times in the file's own zones. Transparent, cancelled
 * and declined events are free time. Throws when the text is not iCalendar.
 */
export function busyIntervals(icsText: string, from: Date, to: Date): BusyInterval[] {
  const calendar = new ICAL.Component(ICAL.parse(icsText));
  if (calendar.name !== 'vcalendar') throw new Error('not a calendar');
  const owner = ownerAddress(calendar);
  const events = calendar.getAllSubcomponents('vevent');
  const overrides = new Map<string, IcalComponent[]>();
  for (const event of events) {
    if (!event.hasProperty('recurrence-id')) continue;
    const uid = String(event.getFirstPropertyValue('uid') ?? '');
    overrides.set(uid, [...(overrides.get(uid) ?? []), event]);
  }
  const busy: BusyInterval[] = [];
  for (const component of events) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    if (component.hasProperty('recurrence-id') && events.some((e) => e !== component && sameMaster(e, uid))) continue;
    if (!component.hasProperty('dtstart')) continue;
    const event = new ICAL.Event(component, { exceptions: component.hasProperty('recurrence-id') ? [] : (overrides.get(uid) ?? []) });
    const occurrences = event.isRecurring() ? expanded(event, to) : [{ item: event, startDate: event.startDate, endDate: event.endDate }];
    for (const occurrence of occurrences) {
      if (!blocks(occurrence.item.component, owner)) continue;
      const interval = intervalOf(occurrence.startDate, occurrence.endDate, occurrence.item.component);
      if (interval.end > from && interval.start < to && interval.end > interval.start) busy.push(interval);
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function sameMaster(event: IcalComponent, uid: string): boolean {
  return !event.hasProperty('recurrence-id') && String(event.getFirstPropertyValue('uid') ?? '') === uid;
}

function expanded(event: InstanceType<typeof ICAL.Event>, to: Date) {
  const occurrences = [];
  const iterator = event.iterator();
  // the window's end read late by a day, so an occurrence in a zone behind Tehran is not cut short
  const last = to.getTime() + 86_400_000;
  for (let next = iterator.next(), count = 0; next && count < MAX_OCCURRENCES; next = iterator.next(), count++) {
    const details = event.getOccurrenceDetails(next);
    if (instantOf(details.startDate, details.item.component).getTime() >= last) break;
    occurrences.push(details);
  }
  return occurrences;
}

/** False for what does not keep the consultant busy: transparent, cancelled, or declined by the calendar's owner. */
function blocks(event: IcalComponent, owner: string | null): boolean {
  if (String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') return false;
  if (String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return false;
  const attendees = event.getAllProperties('attendee');
  const declined = (attendee: (typeof attendees)[number]) => String(attendee.getParameter('partstat') ?? '').toUpperCase() === 'DECLINED';
  const ownAttendee = owner ? attendees.find((attendee) => addressOf(String(attendee.getFirstValue())) === owner) : undefined;
  if (ownAttendee) return !declined(ownAttendee);
  return !(attendees.length === 1 && declined(attendees[0]));
}

/** Google names a person's calendar by its owner's address (X-WR-CALNAME); an attendee with it is the owner. */
function ownerAddress(calendar: IcalComponent): string | null {
  const name = String(calendar.getFirstPropertyValue('x-wr-calname') ?? '')
    .trim()
    .toLowerCase();
  return name.includes('@') ? name : null;
}

function addressOf(value: string): string {
  return value
    .replace(/^mailto:/i, '')
    .trim()
    .toLowerCase();
}

function intervalOf(start: IcalTime, end: IcalTime | null, event: IcalComponent): BusyInterval {
  const startAt = instantOf(start, event);
  if (end) return { start: startAt, end: instantOf(end, event) };
  // no end and no duration: an all-day event lasts its day, a timed one is an instant
  if (!start.isDate) return { start: startAt, end: startAt };
  const nextDay = start.clone();
  nextDay.adjust(1, 0, 0, 0);
  return { start: startAt, end: instantOf(nextDay, event) };
}

/**
 * The instant a time of the file names: in UTC or a zone the file defines, as ical.js reads it;
 * a date (all-day) at midnight in Tehran; a TZID the file does not define, by its IANA name; a
 * floating time, in Tehran.
 */
function instantOf(time: IcalTime, event: IcalComponent): Date {
  if (time.isDate)
    return instantInZone({ year: time.year, month: time.month, day: time.day, hour: 0, minute: 0, second: 0 }, BUSINESS_TIME_ZONE);
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toJSDate();
  const tzid = String(event.getFirstProperty('dtstart')?.getParameter('tzid') ?? '');
  const zone = tzid && knownZone(tzid) ? tzid : BUSINESS_TIME_ZONE;
  return instantInZone(time, zone);
}
