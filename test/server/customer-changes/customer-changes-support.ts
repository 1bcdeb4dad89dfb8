import { api, bookAndGoToBank, verify, type MoneyWorld } from '../money/money-support';

/** A new customer's paid, confirmed booking on a fresh slot. */
export async function paidBooking(world: MoneyWorld) {
  const booked = await bookAndGoToBank(world);
  world.bank.pay(booked.authority);
  const verified = await verify(world, booked.authority, booked.reservationId, booked.customer);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${verified.body.message}`);
  return booked;
}

export const cancelMine = (world: MoneyWorld, reservationId: string, user: Parameters<typeof api>[3]) =>
  api(world, 'POST', `/api/reservations/${reservationId}/cancel-mine`, user);

export const moveMine = (world: MoneyWorld, reservationId: string, user: Parameters<typeof api>[3], to: { date: string; time: string }) =>
  api(world, 'POST', `/api/reservations/${reservationId}/move`, user, { date: to.date, timeSlot: to.time });
