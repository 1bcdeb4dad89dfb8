import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../../src/core/contracts/api/account-api';
import { bodyOf } from '../../../http/contract-input';
import { requireAdmin } from '../../../http/session-guards';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountUseCases } from '../use-cases/account-use-cases';
import { answering } from '../../../http/answering';

/** The signed-in admin's second factor (the admin's alone: requireAdmin): its state, a new secret (never sent again once on), on with a first code, off with a current one. */
export function secondFactorRoutes(useCases: AccountUseCases) {
  const setup = useCases.secondFactor;
  return async (app: FastifyInstance): Promise<void> => {
    app.get(accountApi.secondFactor.path, { preHandler: requireAdmin }, async (request) => ({ on: await setup.isOn(request.user!) }));

    // the secret goes out here once: the dashboard's answers are never stored (private-answers)
    app.post(accountApi.beginSecondFactor.path, { preHandler: requireAdmin }, async (request, reply) =>
      answering(() => setup.begin(request.user!)),
    );

    app.post(accountApi.confirmSecondFactor.path, { preHandler: requireAdmin }, async (request, reply) => {
      const { code } = bodyOf(accountApi.confirmSecondFactor, request.body);
      await answering(() => setup.confirm(request.user!, code));
      return { success: true, message: M.secondFactorOn };
    });

    app.post(accountApi.turnOffSecondFactor.path, { preHandler: requireAdmin }, async (request, reply) => {
      const { code } = bodyOf(accountApi.turnOffSecondFactor, request.body);
      await answering(() => setup.turnOff(request.user!, code));
      return { success: true, message: M.secondFactorOff };
    });
  };
}
