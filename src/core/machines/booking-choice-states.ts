import { and, assign } from 'xstate';
import { failureText } from '../domain/request-failure';
import { bookingSetup } from './booking-machine-setup';
import { clearedChoice, monthArrived, wantedRange } from './booking-machine-context';

const notifyFailure = {
  type: 'notifyError',
  params: ({ event }: { event: { error: unknown } }) => ({ message: failureText(event.error) }),
} as const;

/** A month with its slots read is shown at once; another is read first (the calendar shows it loading). */
const toMonth = (exists: 'hasNextMonth' | 'hasPreviousMonth' | 'isShownMonth') =>
  [
    {
      guard: and([exists, 'targetMonthLoaded']),
      target: '.noDate',
      actions: 'showTargetMonth',
      description: 'زمان‌های آن ماه پیش‌تر خوانده شده است: ماه بی‌درنگ نشان داده می‌شود و تاریخ پاک می‌شود',
    },
    {
      guard: exists,
      target: '.loadingMonth',
      actions: 'wantTargetMonth',
      description: 'زمان‌های آن ماه هنوز خوانده نشده است: نخست خوانده می‌شود',
    },
  ] as const;

/**
 * The choice of month, date and slot (spec section 4): a change of month clears the date, a month
 * not read yet is read first and stays unshown if the read fails; a date is chosen only in a month
 * whose slots have arrived; the chosen date's availability is reloaded every 30 s.
 */
export const choiceRegion = bookingSetup.createStateConfig({
  description: 'انتخاب ماه، روز و ساعت در تقویم شمسی',
  initial: 'starting',
  on: {
    NEXT_MONTH: toMonth('hasNextMonth'),
    PREVIOUS_MONTH: toMonth('hasPreviousMonth'),
    SELECT_MONTH: toMonth('isShownMonth'),
    SELECT_DATE: {
      guard: 'isSelectableDay',
      target: '.dateChosen',
      reenter: true,
      description: 'روزی با زمان آزاد انتخاب شد: ساعت پاک و زمان‌های آن روز خوانده می‌شود',
      actions: assign(({ event }) => ({ ...clearedChoice, date: event.date })),
    },
  },
  states: {
    starting: {
      description: 'آغاز: انتخاب ذخیره‌شده پیش از ورود یا انتخاب داده‌شده بررسی می‌شود',
      always: [
        // the month of a choice saved before signing in (or handed over) is read before it is restored
        {
          guard: 'startMonthNotLoaded',
          target: 'loadingStartMonth',
          actions: 'wantStartMonth',
          description: 'ماه انتخاب ذخیره‌شده هنوز خوانده نشده است',
        },
        {
          guard: 'hasFreshSavedChoice',
          target: 'dateChosen',
          actions: ['restoreSavedChoice', 'clearSavedChoice'],
          description: 'انتخاب تازه‌ای پیش از ورود ذخیره شده بود: همان روز و ساعت برمی‌گردد',
        },
        {
          guard: 'hasStaleSavedChoice',
          target: 'preselecting',
          actions: 'clearSavedChoice',
          description: 'انتخاب ذخیره‌شده کهنه است و دور ریخته می‌شود',
        },
        { target: 'preselecting', description: 'انتخاب ذخیره‌شده‌ای نیست' },
      ],
    },
    loadingStartMonth: {
      description: 'زمان‌های ماه انتخاب ذخیره‌شده خوانده می‌شود',
      invoke: {
        src: 'loadMonth',
        input: ({ context }) => ({ reservationTypeId: context.type._id, ...wantedRange(context) }),
        onDone: {
          target: 'starting',
          description: 'زمان‌های ماه رسید: انتخاب ذخیره‌شده دوباره بررسی می‌شود',
          actions: assign(({ context, event }) => ({ ...monthArrived(context, event.output), startMonthTried: true })),
        },
        onError: {
          target: 'starting',
          actions: [assign({ wantedMonthIndex: null, startMonthTried: true }), notifyFailure],
          description: 'خواندن ماه ناموفق بود: پیام خطا و ادامه بدون آن',
        },
      },
    },
    preselecting: {
      description: 'روز یا ماهی که نشانی صفحه پیشنهاد می‌کند بررسی می‌شود',
      always: [
        {
          guard: 'hasPreselectedDate',
          target: 'dateChosen',
          actions: 'applyPreselection',
          description: 'روز پیشنهادی زمان آزاد دارد و انتخاب می‌شود',
        },
        {
          guard: 'hasPreselectedMonth',
          target: 'noDate',
          actions: 'applyPreselectedMonth',
          description: 'ماه پیشنهادی نشان داده می‌شود',
        },
        { target: 'noDate', description: 'ماه جاری نشان داده می‌شود' },
      ],
    },
    noDate: { description: 'ماهی نشان داده می‌شود و هنوز روزی انتخاب نشده است' },
    loadingMonth: {
      description: 'زمان‌های ماه خواسته‌شده خوانده می‌شود؛ ماه قبلی زیر نشان بارگذاری می‌ماند',
      // the shown month stays, under the loading mark, until the wanted one arrives
      on: {
        NEXT_MONTH: { description: 'تا رسیدن ماه خواسته‌شده، رفتن به ماه دیگر نادیده گرفته می‌شود' },
        PREVIOUS_MONTH: { description: 'تا رسیدن ماه خواسته‌شده، رفتن به ماه دیگر نادیده گرفته می‌شود' },
        SELECT_MONTH: { description: 'تا رسیدن ماه خواسته‌شده، انتخاب ماه دیگر نادیده گرفته می‌شود' },
        SELECT_DATE: { description: 'تا رسیدن ماه خواسته‌شده، انتخاب روز نادیده گرفته می‌شود' },
      },
      invoke: {
        src: 'loadMonth',
        input: ({ context }) => ({ reservationTypeId: context.type._id, ...wantedRange(context) }),
        onDone: {
          target: 'noDate',
          description: 'زمان‌های ماه رسید و ماه نشان داده می‌شود',
          actions: assign(({ context, event }) => ({
            ...clearedChoice,
            monthIndex: context.wantedMonthIndex!,
            ...monthArrived(context, event.output),
          })),
        },
        onError: [
          {
            guard: 'hasChosenDate',
            target: 'dateChosen',
            actions: [assign({ wantedMonthIndex: null }), notifyFailure],
            description: 'خواندن ماه ناموفق بود: پیام خطا و روز انتخاب‌شده می‌ماند',
          },
          {
            target: 'noDate',
            actions: [assign({ wantedMonthIndex: null }), notifyFailure],
            description: 'خواندن ماه ناموفق بود: پیام خطا و ماه قبلی می‌ماند',
          },
        ],
      },
    },
    dateChosen: {
      description: 'روزی انتخاب شده و زمان‌های آن نشان داده می‌شود',
      initial: 'loading',
      on: {
        REFRESH: { target: '.loading', description: 'رزرو یا انصرافی رخ داد: زمان‌های روز دوباره خوانده می‌شود' },
        SELECT_SLOT: {
          guard: 'isFreeSlot',
          actions: assign(({ event }) => ({ timeSlot: event.time })),
          description: 'ساعتی آزاد انتخاب شد',
        },
      },
      states: {
        loading: {
          description: 'زمان‌های گرفته‌شده آن روز از سرور خوانده می‌شود',
          invoke: {
            src: 'loadAvailability',
            input: ({ context }) => ({ date: context.date!, reservationTypeId: context.type._id }),
            onDone: {
              target: 'showing',
              description: 'زمان‌های گرفته‌شده رسید',
              actions: assign(({ context, event }) => ({ reservations: event.output, availabilityDate: context.date })),
            },
            // The slots still show; the server refuses a taken one, and the next reload corrects them.
            onError: {
              target: 'showing',
              actions: assign(({ context }) => ({ availabilityDate: context.date })),
              description: 'خواندن ناموفق بود: زمان‌ها همان‌طور می‌مانند و سرور زمان گرفته‌شده را نمی‌پذیرد',
            },
          },
        },
        showing: {
          description: 'زمان‌های روز نشان داده می‌شوند',
          after: { slotRefresh: { target: 'loading', description: 'سی ثانیه گذشت: زمان‌های روز دوباره خوانده می‌شود' } },
        },
      },
    },
  },
});
