import { stateIn } from 'xstate';
import { holdOfType, liveHold } from '../domain/customer-hold';
import { canPressPay } from '../domain/pay-rule';
import { isDaySelectable, isSlotSelectable, monthIndexOf, monthIndexOfParam, monthParam, slotRulesOf } from '../domain/booking-calendar';
import { isMonthLoaded } from '../domain/booking-months';
import { hasFreshSaved, startMonthIndex, targetMonthIndex, type BookingContext, type BookingEvent } from './booking-machine-context';

interface GuardArgs {
  context: BookingContext;
  event: BookingEvent;
}

/**
 * The booking screen's conditions, by the names its chart shows. None reads a clock: an event's
 * guard judges by the time the event carries, a start-up guard by the time the screen opened.
 */
export const bookingGuards = {
  startMonthNotLoaded: ({ context }: GuardArgs) => {
    const index = startMonthIndex(context);
    return !context.startMonthTried && index < context.months.length && !context.loadedMonths.includes(monthParam(context.months[index]));
  },
  // a saved choice whose month could not be read is dropped like a stale one
  hasFreshSavedChoice: ({ context }: GuardArgs) => hasFreshSaved(context) && isMonthLoaded(context.loadedMonths, context.saved!.date),
  hasStaleSavedChoice: ({ context }: GuardArgs) => !!context.saved && context.saved.reservationTypeId === context.type._id,
  hasPreselectedDate: ({ context }: GuardArgs) => {
    const date = context.preselected?.date;
    return (
      !!date &&
      monthIndexOf(context.months, date) >= 0 &&
      isMonthLoaded(context.loadedMonths, date) &&
      isDaySelectable(date, context.type.availableDates, context.openedAt, slotRulesOf(context.type).noticeMinutes)
    );
  },
  hasPreselectedMonth: ({ context }: GuardArgs) =>
    !!context.preselected?.month && monthIndexOfParam(context.months, context.preselected.month) >= 0,
  hasNextMonth: ({ context }: GuardArgs) => context.monthIndex < context.months.length - 1,
  hasPreviousMonth: ({ context }: GuardArgs) => context.monthIndex > 0,
  isShownMonth: ({ context, event }: GuardArgs) => event.type === 'SELECT_MONTH' && event.index >= 0 && event.index < context.months.length,
  targetMonthLoaded: ({ context, event }: GuardArgs) => {
    const month = context.months[targetMonthIndex(context, event)];
    return !!month && context.loadedMonths.includes(monthParam(month));
  },
  hasChosenDate: ({ context }: GuardArgs) => context.date !== null,
  isSelectableDay: ({ context, event }: GuardArgs) => {
    if (event.type !== 'SELECT_DATE') return false;
    const month = context.months[context.monthIndex];
    const index = monthIndexOf(context.months, event.date);
    return (
      !!month &&
      index === context.monthIndex &&
      isMonthLoaded(context.loadedMonths, event.date) &&
      isDaySelectable(event.date, context.type.availableDates, event.now, slotRulesOf(context.type).noticeMinutes)
    );
  },
  isFreeSlot: ({ context, event }: GuardArgs) =>
    event.type === 'SELECT_SLOT' &&
    !!context.date &&
    isSlotSelectable(
      context.date,
      event.time,
      context.type.availableDates,
      context.reservations,
      event.now,
      holdOfType(context.hold, context.type._id),
      slotRulesOf(context.type),
    ),
  isCustomer: ({ context }: GuardArgs) => context.signedIn,
  holdIsLive: ({ context, event }: GuardArgs) => 'now' in event && liveHold(context.hold, event.now) !== null,
  noReleaseUnderWay: stateIn({ hold: 'idle' }),
  noPaymentUnderWay: stateIn({ payment: 'idle' }),
  signedOutWithChoice: ({ context, event }: GuardArgs) => event.type === 'PAY' && !event.signedIn && !!context.date && !!context.timeSlot,
  mayBook: ({ context, event }: GuardArgs) =>
    event.type === 'PAY' &&
    event.signedIn &&
    canPressPay({ signedIn: true, profileComplete: event.profileComplete, date: context.date, timeSlot: context.timeSlot }),
};
