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
  context: ({ input }) => ({ index: 0, count: Math.max(1, Math.floor(input.count)) }),
  initial: 'advancing',
  states: {
    advancing: {
      after: { advance: { target: 'advancing', reenter: true, actions: 'next' } },
      on: {
        SELECT: {
          guard: { type: 'isItem', params: ({ event }) => ({ index: event.index }) },
          target: 'chosen',
          actions: { type: 'show', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
    chosen: {
      on: {
        SELECT: {
          guard: { type: 'isItem', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'show', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
  },
});
