import type { FastifyInstance } from 'fastify';
import { providersApi } from '../../../../src/core/contracts/api/providers-api';
import { PROVIDER_SETTINGS_MESSAGES as M } from '../../../../src/core/domain/provider-settings';
import { bodyOf } from '../../../http/contract-input';
import { answering } from '../../../http/answering';
import { requireAdmin } from '../../../http/session-guards';
import type { ProviderUseCases } from '../use-cases/provider-use-cases';
import { Refusal } from '../../refusal';

/** The consultant's services: read as set or not set, saved, and tried with the test buttons. */
export function providerRoutes(useCases: ProviderUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    app.get(providersApi.read.path, admin, async () => ({ success: true, settings: await useCases.read.execute() }));

    app.put(providersApi.save.path, admin, async (request) => {
      const change = bodyOf(providersApi.save, request.body);
      await answering(() => useCases.save.execute(change, request.user!.id));
      return { success: true, settings: await useCases.read.execute(), message: M.saved };
    });

    app.post(providersApi.testSms.path, admin, async (request) => {
      const { mobile } = bodyOf(providersApi.testSms, request.body);
      return { success: true, ...(await answering(() => useCases.testSms.execute(mobile, request.user!))) };
    });

    app.post(providersApi.testEmail.path, admin, async (request) => {
      const { email } = bodyOf(providersApi.testEmail, request.body);
      return { success: true, ...(await answering(() => useCases.testEmail.execute(email, request.user!))) };
    });

    app.post(providersApi.checkGateway.path, admin, async () => ({ success: true, ...(await useCases.checkGateway.execute()) }));
  };
}
