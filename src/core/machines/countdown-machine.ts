import { assign, setup } from 'xstate';
import { countdownText, holdRemainingMs } from '../domain/countdown';
import { COUNTDOWN_TICK_MS } from '../domain/limits';
import type { Clock } from '../ports/platform/clock';

export interface CountdownInput {
  /** when the hold began (the reservation's createdAt) */
  heldSince: string;
  clock: Clock;
}

interface CountdownContext extends CountdownInput {
  /** m:ss, or null once the time is up */
  text: string | null;
}

/** The pending hold's countdown: six minutes from createdAt, refreshed every second, nothing once up. */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    input: {} as CountdownInput,
  },
  delays: { tick: COUNTDOWN_TICK_MS },
  guards: {
    timeIsUp: ({ context }) => holdRemainingMs(context.heldSince, context.clock.now()) <= 0,
  },
  actions: {
    readClock: assign(({ context }) => ({ text: countdownText(context.heldSince, context.clock.now()) })),
  },
}).createMachine({
  id: 'countdown',
  description: 'شمارش معکوس مهلت پرداخت: شش دقیقه از نگه‌داشتن زمان، هر ثانیه تازه می‌شود و پس از پایان چیزی نشان نمی‌دهد',
  context: ({ input }) => ({ ...input, text: countdownText(input.heldSince, input.clock.now()) }),
  initial: 'checking',
  states: {
    checking: {
      description: 'ساعت خوانده می‌شود تا معلوم شود مهلت مانده است یا نه',
      always: [
        { guard: 'timeIsUp', target: 'done', description: 'مهلت شش دقیقه‌ای تمام شده است' },
        { target: 'running', description: 'هنوز از مهلت چیزی مانده است' },
      ],
    },
    running: {
      description: 'زمان باقی‌مانده (دقیقه:ثانیه) نشان داده می‌شود',
      after: { tick: { target: 'checking', actions: 'readClock', description: 'یک ثانیه گذشت: زمان باقی‌مانده دوباره خوانده می‌شود' } },
    },
    done: {
      description: 'مهلت تمام شد و شمارش دیگر نشان داده نمی‌شود',
      type: 'final',
      entry: assign({ text: null }),
    },
  },
});
