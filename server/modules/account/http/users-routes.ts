import type { FastifyInstance } from 'fastify';
import { accountApi, type Done } from '../../../../src/core/contracts/api/account-api';
import { bodyOf } from '../../../http/contract-input';
import { requireUser } from '../../../http/session-guards';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountUseCases } from '../use-cases/account-use-cases';
import { ownAccountOnly } from './own-account-guard';
import { answering } from '../../../http/answering';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';
import { toUserJson } from './user-json';

type AccountAddress = { Params: { userId: string } };

/** Sign-out, profile update and account deletion; each acts only on the signed-in user's own account. */
export function usersRoutes(useCases: AccountUseCases, cookieSecure: boolean) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(accountApi.signOut.path, async (request, reply): Promise<Done> => {
      await useCases.signOut.execute(sessionTokenOf(request));
      clearSessionCookie(reply, cookieSecure);
      return { success: true, message: M.signedOut };
    });

    app.put<AccountAddress>(accountApi.updateProfile.path, { preHandler: [requireUser, ownAccountOnly] }, async (request, reply) => {
      const changes = bodyOf(accountApi.updateProfile, request.body);
      const updated = await answering(() => useCases.updateProfile.execute({ userId: request.user!.id, changes }));
      return toUserJson(updated);
    });

    app.delete<AccountAddress>(
      accountApi.deleteAccount.path,
      { preHandler: [requireUser, ownAccountOnly] },
      async (request, reply): Promise<Done> => {
        await useCases.deleteAccount.execute({ userId: request.user!.id });
        clearSessionCookie(reply, cookieSecure);
        return { success: true, message: M.deleted };
      },
    );
  };
}
