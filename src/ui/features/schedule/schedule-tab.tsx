/** Placeholder until its capability lands. */
export default function ScheduleTab() {
  return <h2>انواع رزرو و زمان‌ها</h2>;
}
