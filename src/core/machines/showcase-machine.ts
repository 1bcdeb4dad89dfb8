import { assign, setup } from 'xstate';
import { SHOWCASE_ADVANCE_MS } from '../domain/limits';

export interface ShowcaseContext {
  /** the item on show */
  index: number;
  count: number;
}

export type ShowcaseEvent = { type: 'SELECT'; index: number };

/**
 * The educational page's benefit showcase: it moves to the next item every
 * SHOWCASE_ADVANCE_MS until the visitor picks one, and from then on stays where they put it.
 */
export const showcaseMachine = setup({
  types: {
    context: {} as ShowcaseContext,
    events: {} as ShowcaseEvent,
    input: {} as { count: number },
  },
  delays: { advance: SHOWCASE_ADVANCE_MS },
  guards: {
    isItem: ({ context }, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
  actions: {
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    show: assign({ index: (_, params: { index: number }) => params.index }),
  },
}).createMachine({
  id: 'showcase',
  description: 'نمایش چرخان صفحه اول: هر چند ثانیه مورد بعدی، تا بازدیدکننده خودش یکی را انتخاب کند',
  context: ({ input }) => ({ index: 0, count: Math.max(1, Math.floor(input.count)) }),
  initial: 'advancing',
  states: {
    advancing: {
      description: 'موردها خودبه‌خود یکی پس از دیگری نشان داده می‌شوند',
      after: {
        advance: { target: 'advancing', reenter: true, actions: 'next', description: 'زمان نمایش گذشت: مورد بعدی نشان داده می‌شود' },
      },
      on: {
        SELECT: {
          guard: { type: 'isItem', params: ({ event }) => ({ index: event.index }) },
          target: 'chosen',
          description: 'بازدیدکننده یکی از موردها را انتخاب کرد و چرخش می‌ایستد',
          actions: { type: 'show', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
    chosen: {
      description: 'موردی که بازدیدکننده انتخاب کرده است می‌ماند',
      on: {
        SELECT: {
          guard: { type: 'isItem', params: ({ event }) => ({ index: event.index }) },
          description: 'بازدیدکننده مورد دیگری را انتخاب کرد',
          actions: { type: 'show', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
  },
});
