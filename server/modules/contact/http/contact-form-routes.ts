import type { FastifyInstance } from 'fastify';
import { contactApi } from '../../../../src/core/contracts/api/contact-api';
import {
  CONTACT_FORM_ANSWER_KEY,
  CONTACT_NAME_MAX,
  CONTACT_PATH,
  CONTACT_TEXT_MAX,
  type ContactFormAnswer,
  type ContactFormInput,
} from '../../../../src/core/domain/contact-message';
import { ApiError, headWithWait } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import { acceptFormBodies } from '../../account';
import type { ContactUseCases } from '../use-cases/contact-use-cases';
import { answering } from '../../../http/answering';

/** What a refused form shows back of each field: enough to fix it, never more than the field holds. */
const ECHO_MAX: Record<keyof ContactFormInput, number> = {
  name: CONTACT_NAME_MAX,
  mobile: 40,
  email: 320,
  kind: 20,
  text: CONTACT_TEXT_MAX,
};

function echoed(form: Record<string, unknown>): ContactFormInput {
  const field = (name: keyof ContactFormInput) => (typeof form[name] === 'string' ? (form[name] as string).slice(0, ECHO_MAX[name]) : '');
  return { name: field('name'), mobile: field('mobile'), email: field('email'), kind: field('kind'), text: field('text') };
}

/**
 * POST /contact: the contact page's form as the browser sends it before the app runs, or with
 * scripts off, through the same use case (and limit) as the app's call. The server answers the
 * page itself: with the tracking number when kept, or with the Persian reason and what was typed.
 */
export function contactFormRoutes(useCases: ContactUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (forms) => {
      acceptFormBodies(forms);
      forms.post(CONTACT_PATH, async (request, reply) => {
        const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
        let answer: ContactFormAnswer;
        let status = 200;
        try {
          const { website, ...fields } = bodyOf(contactApi.send, form);
          const sent = await answering(() => useCases.sendContactMessage.execute({ form: fields, trap: website, address: request.ip }));
          answer = { sent: true, ...sent };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          headWithWait(reply, error);
          request.log.info({ status: error.statusCode }, 'contact form refused');
          status = error.statusCode;
          answer = { sent: false, error: error.message, form: echoed(form) };
        }
        reply.header('cache-control', 'no-store');
        return request.server.servePage(request, reply, { url: CONTACT_PATH, status, data: { [CONTACT_FORM_ANSWER_KEY]: answer } });
      });
    });
  };
}
