import type { FastifyInstance } from 'fastify';
import { notificationsApi, type OutboxMessageView } from '../../../../src/core/contracts/api/notifications-api';
import { queryOf } from '../../../http/contract-input';
import { requireAdmin } from '../../../http/session-guards';
import type { OutboxEntry } from '../ports/outbox-store';
import type { NotificationUseCases } from '../use-cases/notification-use-cases';

/** The consultant's outbox: every message sent, waiting, given up or kept, newest first. */
export function outboxRoutes(useCases: NotificationUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(notificationsApi.outbox.path, { preHandler: requireAdmin }, async (request, reply) => {
      const { page } = queryOf(notificationsApi.outbox, request.query);
      const answer = await useCases.listOutbox.execute(page);
      return reply.headers({ 'cache-control': 'private, no-store' }).send({
        success: true,
        messages: answer.messages.map(viewOf),
        page: answer.page,
        hasMore: answer.hasMore,
        providers: answer.providers,
      });
    });
  };
}

function viewOf(entry: OutboxEntry): OutboxMessageView {
  return {
    id: entry.id,
    channel: entry.channel,
    recipient: entry.recipient,
    subject: entry.subject,
    body: entry.body,
    attachments: (entry.attachments ?? []).map((attachment) => attachment.filename),
    status: entry.status,
    attempts: entry.attempts,
    lastError: entry.lastError,
    createdAt: entry.createdAt.toISOString(),
    sentAt: entry.sentAt?.toISOString() ?? null,
  };
}
