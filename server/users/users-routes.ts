import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { conflict, forbidden, unauthorized } from '../http/api-error';
import { parseProfileChanges } from '../auth/account-input';
import { requireUser } from '../auth/current-user';
import { clearSessionCookie, endSession } from '../auth/sessions';
import { AUTH_MESSAGES } from '../auth/account-entry';
import { toUserJson } from './user-json';
import { EmailTakenError, UserRepository } from './user-repository';

export const USER_MESSAGES = {
  signedOut: 'از حساب کاربری خارج شدید',
  deleted: 'حساب کاربری شما حذف شد',
  notYours: 'فقط حساب کاربری خودتان را می‌توانید تغییر دهید',
} as const;

/** Sign-out, profile update and account deletion; each acts only on the signed-in user. */
export async function usersRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const users = new UserRepository(deps.db);

  app.post('/api/user/signout', async (request, reply) => {
    await endSession(deps, request, reply);
    return { success: true, message: USER_MESSAGES.signedOut };
  });

  app.put<{ Params: { userId: string } }>('/api/user/update/:userId', { preHandler: requireUser }, async (request) => {
    const user = request.user!;
    if (request.params.userId !== user.id) throw forbidden(USER_MESSAGES.notYours);
    const changes = parseProfileChanges(request.body);
    try {
      const updated = await users.updateProfile(user.id, changes, deps.clock.now());
      if (!updated) throw unauthorized();
      return toUserJson(updated);
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
  });

  app.delete<{ Params: { userId: string } }>('/api/user/delete/:userId', { preHandler: requireUser }, async (request, reply) => {
    const user = request.user!;
    if (request.params.userId !== user.id) throw forbidden(USER_MESSAGES.notYours);
    // Deleting the row ends every session of the account (ON DELETE CASCADE).
    await users.delete(user.id);
    clearSessionCookie(deps, reply);
    return { success: true, message: USER_MESSAGES.deleted };
  });
}
