import { useTheme } from 'styled-components';
import { formatPersianNumber } from '../../../core/domain/persian-digits';
import { TEXT_FONT_STACK } from '../../theme/text-font';

/** The charts' height; their width follows the panel. */
export const CHART_HEIGHT = 260;

/**
 * How the charts look in the site's current theme: its colours, Vazirmatn on every label, and
 * digits written the Persian way.
 */
export function useChartLook() {
  const { colors } = useTheme();
  const tick = { fill: colors.muted, fontFamily: TEXT_FONT_STACK, fontSize: 12 };
  return {
    bookings: colors.primary,
    revenue: colors.accent,
    grid: colors.border,
    tick,
    tooltip: {
      contentStyle: {
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: 8,
        color: colors.text,
        fontFamily: tick.fontFamily,
        direction: 'rtl' as const,
        textAlign: 'right' as const,
      },
      labelStyle: { color: colors.text },
      cursor: { fill: colors.surfaceAlt },
    },
    legend: { fontFamily: tick.fontFamily, color: colors.text },
    count: (value: number) => formatPersianNumber(value),
  };
}
