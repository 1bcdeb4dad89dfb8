import { assign, setup } from 'xstate';
import { DEFAULT_THEME, toggledTheme, type ThemeName } from '../domain/theme';

/** Light or dark, light unless the visitor chose otherwise. */
export const themeMachine = setup({
  types: {
    context: {} as { theme: ThemeName },
    events: {} as { type: 'TOGGLE' },
    input: {} as { theme?: ThemeName } | undefined,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ theme: input?.theme ?? DEFAULT_THEME }),
  on: {
    TOGGLE: { actions: assign(({ context }) => ({ theme: toggledTheme(context.theme) })) },
  },
});
