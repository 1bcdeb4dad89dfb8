/** Placeholder until booking lands: the first three types on the home page. */
export default function ReservationTeaser() {
  return null;
}
