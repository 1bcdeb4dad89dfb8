/** Placeholder until its capability lands. */
export default function BookingsTab() {
  return <h2>همه رزروها</h2>;
}
