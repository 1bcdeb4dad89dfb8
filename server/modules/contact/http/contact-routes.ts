import type { FastifyInstance } from 'fastify';
import { contactApi, type ContactMessageView } from '../../../../src/core/contracts/api/contact-api';
import { CONTACT_MESSAGES, contactReceipt } from '../../../../src/core/domain/contact-message';
import { notFound } from '../../../http/api-error';
import { bodyOf, queryOf } from '../../../http/contract-input';
import { isUuid } from '../../../http/ids';
import { requireAdmin } from '../../../http/session-guards';
import type { StoredContactMessage } from '../ports/contact-message-store';
import type { ContactUseCases } from '../use-cases/contact-use-cases';
import { answering } from '../../../http/answering';

/** The app's calls: a visitor sends a message or complaint; the consultant lists them and marks them answered. */
export function contactRoutes(useCases: ContactUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(contactApi.send.path, async (request, reply) => {
      const { website, ...form } = bodyOf(contactApi.send, request.body);
      const sent = await answering(() => useCases.sendContactMessage.execute({ form, trap: website, address: request.ip }));
      reply.status(201);
      return { success: true, ...sent, message: contactReceipt(sent.kind, sent.trackingNumber) };
    });

    app.get(contactApi.messages.path, { preHandler: requireAdmin }, async (request, reply) => {
      const { page, complaints, tracking } = queryOf(contactApi.messages, request.query);
      const answer = await useCases.listContactMessages.execute({
        page,
        complaintsOnly: complaints === '1',
        trackingNumber: tracking ?? null,
      });
      reply.header('cache-control', 'private, no-store');
      return { success: true, messages: answer.messages.map(viewOf), page: answer.page, hasMore: answer.hasMore };
    });

    app.post<{ Params: { id: string } }>(contactApi.markAnswered.path, { preHandler: requireAdmin }, async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound(CONTACT_MESSAGES.notFound);
      return { success: true, message: await answering(() => useCases.markContactAnswered.execute(request.params.id)) };
    });
  };
}

function viewOf(message: StoredContactMessage): ContactMessageView {
  return { ...message, createdAt: message.createdAt.toISOString(), answeredAt: message.answeredAt?.toISOString() ?? null };
}
