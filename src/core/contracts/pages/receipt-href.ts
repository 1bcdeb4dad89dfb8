import { PAGE_ROUTES } from './page-routes';

/** The address of a booking's receipt page. */
export function receiptHref(reservationId: string): string {
  return PAGE_ROUTES.receipt.path.replace(':id', encodeURIComponent(reservationId));
}
