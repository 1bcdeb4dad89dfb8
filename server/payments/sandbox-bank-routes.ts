import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { SANDBOX_BANK_PATH, SandboxGateway, sandboxReturnUrl } from '../adapters/sandbox-gateway';
import { sandboxBankNotFoundPage, sandboxBankPage } from './sandbox-bank-page';

/** The sandbox bank's pages; present only when the sandbox is the configured gateway. */
export async function sandboxBankRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const gateway = deps.paymentGateway;
  if (!(gateway instanceof SandboxGateway)) return;

  await app.register(async (scope) => {
    // The page's buttons are plain HTML forms; they carry no fields, so the body is read and ignored.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

    scope.get<{ Params: { authority: string } }>(`${SANDBOX_BANK_PATH}/:authority`, async (request, reply) => {
      const payment = gateway.find(request.params.authority);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!payment) return reply.status(404).send(sandboxBankNotFoundPage());
      if (payment.state !== 'awaiting') return reply.redirect(sandboxReturnUrl(payment), 303);
      return reply.send(sandboxBankPage(payment, SANDBOX_BANK_PATH));
    });

    for (const choice of ['pay', 'cancel'] as const) {
      scope.post<{ Params: { authority: string } }>(`${SANDBOX_BANK_PATH}/:authority/${choice}`, async (request, reply) => {
        const payment = gateway.decide(request.params.authority, choice);
        if (!payment) return reply.status(404).type('text/html; charset=utf-8').send(sandboxBankNotFoundPage());
        return reply.redirect(sandboxReturnUrl(payment), 303);
      });
    }
  });
}
