import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { requireUser } from '../auth/current-user';
import { PaymentService, CALLBACK_PATH } from './payment-service';
import { PAYMENT_MESSAGES } from './payment-messages';
import { readInitiateBody, readVerifyBody } from './payment-request-body';

export async function paymentRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const payments = new PaymentService(deps.db, deps.clock, deps.paymentGateway, `${deps.config.publicUrl}${CALLBACK_PATH}`);

  app.post('/api/payments/initiate', { preHandler: requireUser }, async (request) => {
    const { paymentUrl } = await payments.initiate(request.user!, readInitiateBody(request.body));
    return { success: true, paymentUrl };
  });

  app.post('/api/payments/verify', { preHandler: requireUser }, async (request) => {
    const { refId } = await payments.verify(request.user!, readVerifyBody(request.body));
    return { success: true, message: PAYMENT_MESSAGES.verified, refId };
  });
}
