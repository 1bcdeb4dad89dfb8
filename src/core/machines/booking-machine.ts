import { and, assign, raise } from 'xstate';
import { failureText } from '../domain/request-failure';
import { holdBehind } from '../domain/customer-hold';
import { initialBookingContext } from './booking-machine-context';
import { bookingSetup } from './booking-machine-setup';
import { choiceRegion } from './booking-choice-states';

function bookingPath(typeId: string): string {
  return `/reservation/${typeId}`;
}

/**
 * The booking screen (spec section 4, "Booking flow"): month, date and slot with the clearing
 * rules (booking-choice-states.ts: a month's slots are read when it is first shown); the chosen
 * date's availability reloaded every 30 s; pay saves the choice and goes to
 * sign in for a visitor, or books, stores the reservation id, starts the payment and leaves for
 * the bank. A signed-in customer's unpaid hold (loaded at start, or named by a refused booking)
 * can be paid for again or released, which frees its time at once. Every effect is provided
 * from outside.
 */
export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  description: 'صفحه رزرو: انتخاب روز و ساعت، رزرو و پرداخت، و زمانی که مشتری هنوز نگه داشته است',
  type: 'parallel',
  context: ({ input }) => initialBookingContext(input),
  states: {
    choice: choiceRegion,
    payment: {
      description: 'رزرو زمان انتخاب‌شده و رفتن به درگاه بانک',
      initial: 'idle',
      states: {
        idle: {
          description: 'دکمه پرداخت آماده است',
          on: {
            PAY: [
              {
                guard: 'signedOutWithChoice',
                description: 'بازدیدکننده وارد نشده است: انتخابش ذخیره می‌شود و به صفحه ورود می‌رود',
                actions: [
                  {
                    type: 'saveChoice',
                    params: ({ context, event }) => ({
                      reservationTypeId: context.type._id,
                      date: context.date!,
                      timeSlot: context.timeSlot!,
                      monthIndex: context.monthIndex,
                      timestamp: event.now,
                      // text answers only: a visitor has uploaded nothing
                      ...(event.type === 'PAY' && event.answers ? { answers: textAnswers(event.answers) } : {}),
                    }),
                  },
                  { type: 'goToLogin', params: ({ context }) => ({ from: bookingPath(context.type._id) }) },
                ],
              },
              { guard: 'mayBook', target: 'booking', description: 'مشتری با روز و ساعت انتخاب‌شده و نمایه کامل پرداخت را زد' },
            ],
            PAY_HOLD: {
              guard: and(['holdIsLive', 'noReleaseUnderWay']),
              target: 'initiating',
              description: 'مشتری برای زمانی که هنوز نگه داشته پرداخت را زد',
              actions: [
                assign(({ context }) => ({ reservationId: context.hold!._id })),
                { type: 'storeReservationId', params: ({ context }) => ({ id: context.hold!._id }) },
              ],
            },
          },
        },
        booking: {
          description: 'زمان انتخاب‌شده برای مشتری رزرو و نگه داشته می‌شود',
          invoke: {
            src: 'bookSlot',
            input: ({ context, event }) => ({
              reservationTypeId: context.type._id,
              date: context.date!,
              timeSlot: context.timeSlot!,
              // the pay press that started the booking carries the buyer's ID when an official invoice was asked for
              ...(event.type === 'PAY' && event.buyerTaxId ? { buyerTaxId: event.buyerTaxId } : {}),
              // and the answers to the type's questions
              ...(event.type === 'PAY' && event.answers ? { answers: event.answers } : {}),
              // and the files uploaded for it
              ...(event.type === 'PAY' && event.documentIds ? { documentIds: event.documentIds } : {}),
              // and the files uploaded for it
              ...(event.type === 'PAY' && event.documentIds ? { documentIds: event.documentIds } : {}),
            }),
            onDone: {
              target: 'initiating',
              description: 'زمان برای مشتری نگه داشته شد',
              actions: [
                assign(({ event }) => ({ reservationId: event.output.reservationId })),
                { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
                { type: 'storeReservationId', params: ({ event }) => ({ id: event.output.reservationId }) },
              ],
            },
            onError: {
              target: 'idle',
              description: 'رزرو پذیرفته نشد (زمان گرفته شده یا مشتری زمان دیگری نگه داشته): پیام خطا و زمان‌های تازه',
              actions: [
                { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
                assign(({ context, event }) => ({ timeSlot: null, hold: holdBehind(event.error) ?? context.hold })),
                raise({ type: 'REFRESH' }),
              ],
            },
          },
        },
        initiating: {
          description: 'درخواست پرداخت به سرور فرستاده می‌شود',
          invoke: {
            src: 'initiatePayment',
            input: ({ context }) => ({ reservationId: context.reservationId! }),
            onDone: {
              target: 'redirecting',
              actions: { type: 'leaveTo', params: ({ event }) => ({ url: event.output.paymentUrl }) },
              description: 'نشانی درگاه بانک رسید و مشتری به بانک می‌رود',
            },
            onError: {
              target: 'idle',
              actions: { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
              description: 'درخواست پرداخت پذیرفته نشد و پیام خطا نشان داده می‌شود',
            },
          },
        },
        redirecting: { description: 'مشتری در حال رفتن به درگاه بانک است' },
      },
    },
    hold: {
      description: 'زمانی که مشتری هنوز نگه داشته و پرداخت نکرده است',
      initial: 'starting',
      states: {
        starting: {
          description: 'آغاز: معلوم می‌شود کاربر مشتری واردشده است یا نه',
          always: [
            { guard: 'isCustomer', target: 'loading', description: 'مشتری وارد شده است: زمان نگه‌داشته‌اش خوانده می‌شود' },
            { target: 'idle', description: 'بازدیدکننده وارد نشده است' },
          ],
        },
        loading: {
          description: 'زمان نگه‌داشته مشتری از سرور خوانده می‌شود',
          invoke: {
            src: 'loadHold',
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({ hold: event.output })),
              description: 'زمان نگه‌داشته (یا نبودنش) رسید',
            },
            // Without it the screen still works: the server refuses a second hold and names the first.
            onError: { target: 'idle', description: 'خواندن ناموفق بود؛ سرور نگه‌داشتن دوم را نمی‌پذیرد و اولی را نام می‌برد' },
          },
        },
        idle: {
          description: 'زمان نگه‌داشته، اگر باشد، با دکمه‌های پرداخت و انصراف نشان داده می‌شود',
          on: {
            RELEASE_HOLD: {
              guard: and(['holdIsLive', 'noPaymentUnderWay']),
              target: 'confirmingRelease',
              description: 'مشتری «انصراف» را زد',
            },
          },
        },
        confirmingRelease: {
          description: 'پرسش تأیید انصراف نشان داده می‌شود',
          on: {
            CONFIRM_RELEASE: { target: 'releasing', description: 'مشتری انصراف را تأیید کرد' },
            CANCEL_RELEASE: { target: 'idle', description: 'مشتری از انصراف منصرف شد' },
          },
        },
        releasing: {
          description: 'زمان نگه‌داشته آزاد می‌شود تا دیگران بتوانند آن را رزرو کنند',
          invoke: {
            src: 'releaseHold',
            input: ({ context }) => ({ reservationId: context.hold!._id }),
            onDone: {
              target: 'idle',
              description: 'زمان آزاد شد و زمان‌های روز دوباره خوانده می‌شود',
              actions: [
                assign({ hold: null }),
                { type: 'notifySuccess', params: ({ event }) => ({ message: event.output }) },
                raise({ type: 'REFRESH' }),
              ],
            },
            // Paid or lapsed meanwhile: read the hold and the day again.
            onError: {
              target: 'loading',
              description: 'آزاد کردن ناموفق بود (شاید در این میان پرداخت شده یا مهلتش گذشته است): دوباره خوانده می‌شود',
              actions: [
                { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
                raise({ type: 'REFRESH' }),
              ],
            },
          },
        },
      },
    },
  },
});

/** True while the full "to the bank" overlay must block the page. */
export function isLeavingForBank(snapshot: { matches: (value: { payment: 'initiating' | 'redirecting' }) => boolean }): boolean {
  return snapshot.matches({ payment: 'initiating' }) || snapshot.matches({ payment: 'redirecting' });
}

/** The answers a saved choice keeps through the sign-in detour: the typed ones. */
function textAnswers(answers: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
