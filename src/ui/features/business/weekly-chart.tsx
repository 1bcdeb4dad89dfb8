import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekTotals } from '../../../core/contracts/api/business-api';
import { formatPersianNumber } from '../../../core/domain/persian-digits';
import { BUSINESS_TEXTS, compactAmount, weekLabel } from './business-messages';
import { CHART_HEIGHT, useChartLook } from './chart-look';

/**
 * Bookings (bars) and revenue (line) per week, time running right to left as the page reads:
 * the oldest week on the right, counts on the right-hand axis, tomans on the left.
 */
export default function WeeklyChart({ weeks }: { weeks: WeekTotals[] }) {
  const look = useChartLook();
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 480, height: CHART_HEIGHT }}>
      <ComposedChart data={weeks} margin={{ top: 8, right: 4, bottom: 4, left: 4 }}>
        <CartesianGrid stroke={look.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="weekStart"
          reversed
          tickFormatter={weekLabel}
          tick={look.tick}
          stroke={look.grid}
          interval="preserveStartEnd"
          minTickGap={8}
        />
        <YAxis
          yAxisId="bookings"
          orientation="right"
          allowDecimals={false}
          tickFormatter={look.count}
          tick={look.tick}
          stroke={look.grid}
          width={36}
        />
        <YAxis yAxisId="revenue" orientation="left" tickFormatter={compactAmount} tick={look.tick} stroke={look.grid} width={64} />
        <Tooltip
          {...look.tooltip}
          labelFormatter={(label) => `هفته ${weekLabel(String(label))}`}
          formatter={(value, name) => [formatPersianNumber(Number(value)), name]}
        />
        <Legend wrapperStyle={look.legend} />
        <Bar
          yAxisId="bookings"
          dataKey="bookings"
          name={BUSINESS_TEXTS.bookings}
          fill={look.bookings}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="revenue"
          dataKey="revenue"
          name={BUSINESS_TEXTS.revenue}
          stroke={look.revenue}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
