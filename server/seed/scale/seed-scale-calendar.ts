import type { AppDatabase } from '../../db/database';
import { addDays } from '../../../src/core/domain/business-time';
import type { ScaleSeeding } from './scale-stores';
import type { ScaleSizes } from './scale-sizes';

/** A type of the scale data set as its bookings need it. */
export interface ScaleType {
  id: string;
  price: number;
}

// Session plus rest stays within the hour, so bookings on the hourly times never overlap.
const TYPES = [
  { title: 'مشاوره مالیاتی', price: 0, durationMinutes: 30, bufferMinutes: 0 },
  { title: 'برنامه‌ریزی مالی خانواده', price: 450_000, durationMinutes: 45, bufferMinutes: 15 },
  { title: 'مشاوره سرمایه‌گذاری', price: 650_000, durationMinutes: 50, bufferMinutes: 10 },
  { title: 'بررسی صورت‌های مالی', price: 900_000, durationMinutes: 60, bufferMinutes: 0 },
];

/** The hourly times of a day: 08:00, 09:00, … */
export function hourlyTimes(perDay: number): string[] {
  return Array.from({ length: perDay }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);
}

/** The types, then their slots: every type `daysAhead` days ahead from today, then back into the past until `slots` in all. */
export async function seedScaleCalendar(
  db: AppDatabase,
  seeding: ScaleSeeding,
  sizes: ScaleSizes,
  today: string,
  now: Date,
): Promise<ScaleType[]> {
  const { types, slots } = seeding.storesOn(db);
  const created: ScaleType[] = [];
  for (let i = 0; i < sizes.types; i += 1) {
    const shape = TYPES[i % TYPES.length];
    const id = await types.create(
      {
        title: i < TYPES.length ? shape.title : `${shape.title} ${i}`,
        description: 'جلسه‌ای برای بررسی وضعیت مالی و پاسخ به پرسش‌های شما.',
        price: shape.price,
        includedServices: ['بررسی مدارک', 'گزارش مکتوب'],
        displayOrder: i,
        session: { mode: 'online', meetingLink: 'https://meet.example.com/consult', officeAddress: null },
        durationMinutes: shape.durationMinutes,
        bufferMinutes: shape.bufferMinutes,
        popular: i === 1,
      },
      now,
    );
    created.push({ id, price: shape.price });
  }
  const times = hourlyTimes(sizes.slotsPerDay);
  const future = sizes.types * sizes.daysAhead * times.length;
  const past = Math.max(0, sizes.slots - future);
  for (const [i, type] of created.entries()) {
    const ahead = Array.from({ length: sizes.daysAhead }, (_, day) => times.map((time) => ({ date: addDays(today, day), time }))).flat();
    const pastCount = Math.floor(past / created.length) + (i < past % created.length ? 1 : 0);
    const behind = Array.from({ length: pastCount }, (_, n) => ({
      date: addDays(today, -1 - Math.floor(n / times.length)),
      time: times[n % times.length],
    }));
    await slots.insertMissing(type.id, [...ahead, ...behind], now);
  }
  return created;
}
