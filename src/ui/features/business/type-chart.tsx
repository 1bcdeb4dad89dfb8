import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TypeTotals } from '../../../core/contracts/api/business-api';
import { formatPersianNumber } from '../../../core/domain/persian-digits';
import { BUSINESS_TEXTS } from './business-messages';
import { CHART_HEIGHT, useChartLook } from './chart-look';

/** Bookings per type as bars that grow from the right, the type's name on the right as it is read. */
export default function TypeChart({ types }: { types: TypeTotals[] }) {
  const look = useChartLook();
  const height = Math.max(CHART_HEIGHT / 2, 48 * types.length + 40);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
      <BarChart data={types} layout="vertical" margin={{ top: 8, right: 4, bottom: 4, left: 12 }}>
        <CartesianGrid stroke={look.grid} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" reversed allowDecimals={false} tickFormatter={look.count} tick={look.tick} stroke={look.grid} />
        <YAxis type="category" dataKey="title" orientation="right" width={130} tick={look.tick} stroke={look.grid} />
        <Tooltip {...look.tooltip} formatter={(value, name) => [formatPersianNumber(Number(value)), name]} />
        <Bar
          dataKey="bookings"
          name={BUSINESS_TEXTS.bookings}
          fill={look.bookings}
          radius={[4, 0, 0, 4]}
          barSize={24}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
