import type { FastifyInstance } from 'fastify';
import { siteApi } from '../../../../src/core/contracts/api/site-api';
import { sendKeptJson, type KeptAnswers } from '../../../http/json-read-cache';
import { answering } from '../../../http/answering';
import { requireAdmin } from '../../../http/session-guards';
import type { ReadPublishedProfile } from '../use-cases/read-published-profile';
import type { SiteUseCases } from '../use-cases/site-use-cases';
import { Refusal } from '../../refusal';

/** The profile every page reads (kept until it changes), and the consultant's settings and their log. */
export function siteRoutes(useCases: SiteUseCases, published: ReadPublishedProfile) {
  return async (app: FastifyInstance, kept: KeptAnswers): Promise<void> => {
    const publicAnswer = kept.keep('site-profile', { entries: 1, bytes: 1024 * 1024 });
    app.get(siteApi.profile.path, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const answer = await publicAnswer.answer('profile', async () => ({
        value: { success: true, profile: await published.execute() },
      }));
      return sendKeptJson(request, reply, answer);
    });

    const admin = { preHandler: requireAdmin };
    app.get(siteApi.settings.path, admin, async () => ({ success: true, profile: await useCases.readSiteProfile.execute() }));

    // the body is checked by the use case against the contract's schema, so every field's message comes back together
    app.put(siteApi.save.path, admin, async (request) => {
      const { profile, message } = await answering(() => useCases.updateSiteProfile.execute(request.body ?? {}, request.user!));
      return { success: true, profile, message };
    });

    app.get(siteApi.changes.path, admin, async () => ({ success: true, changes: await useCases.listSiteProfileChanges.execute() }));
  };
}
