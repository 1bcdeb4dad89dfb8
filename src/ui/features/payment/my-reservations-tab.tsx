/** Placeholder until its capability lands. */
export default function MyReservationsTab() {
  return <h2>رزروهای من</h2>;
}
