import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { holdRemainingMs } from '../../src/core/domain/countdown';
import type { ServerDependencies } from '../server-dependencies';
import { requireUser } from '../auth/current-user';

/** GET /api/reservations/mine: the signed-in user's reservations, newest first. */
export async function myReservationsRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  app.get('/api/reservations/mine', { preHandler: requireUser }, async (request) => {
    const rows = await deps.db
      .selectFrom('reservations')
      .innerJoin('reservation_types', 'reservation_types.id', 'reservations.reservation_type_id')
      .select([
        'reservations.id',
        'reservations.reservation_type_id',
        'reservation_types.title',
        'reservations.date',
        'reservations.time',
        'reservations.price',
        'reservations.status',
        'reservations.cancel_reason',
        'reservations.created_at',
        sql<string | null>`(SELECT p.ref_id FROM payments p WHERE p.reservation_id = reservations.id AND p.status = 'paid'
          ORDER BY p.updated_at DESC LIMIT 1)`.as('payment_ref_id'),
      ])
      .where('reservations.user_id', '=', request.user!.id)
      .orderBy('reservations.created_at', 'desc')
      .orderBy('reservations.id', 'desc')
      .execute();
    const now = deps.clock.now().getTime();
    return {
      success: true,
      reservations: rows.map((row) => ({
        _id: row.id,
        reservationTypeId: row.reservation_type_id,
        title: row.title,
        date: row.date,
        timeSlot: row.time,
        price: row.price,
        // A pending hold that lapsed no longer holds anything; the user sees it as expired.
        status: row.status === 'pending' && holdRemainingMs(row.created_at, now) <= 0 ? 'expired' : row.status,
        createdAt: new Date(row.created_at).toISOString(),
        cancelReason: row.cancel_reason,
        paymentRefId: row.status === 'confirmed' ? row.payment_ref_id : null,
      })),
    };
  });
}
