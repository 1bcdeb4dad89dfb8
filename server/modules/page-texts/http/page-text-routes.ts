import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageTextsApi } from '../../../../src/core/contracts/api/page-texts-api';
import { PAGE_TEXT_MESSAGES, isPageTextPage } from '../../../../src/core/domain/page-texts';
import { notFound } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import { sendKeptJson, type KeptAnswers } from '../../../http/json-read-cache';
import { answering } from '../../../http/answering';
import { requireAdmin } from '../../../http/session-guards';
import type { PageTextActor } from '../use-cases/page-text-actor';
import type { PageTextUseCases } from '../use-cases/page-text-use-cases';
import { Refusal } from '../../refusal';

type SlotParams = { Params: { slot: string } };
type VersionParams = { Params: { slot: string; version: string } };

/** The signed-in account as the use cases know who saves: named as the versions list shows them. */
function actorOf(request: FastifyRequest): PageTextActor | null {
  const user = request.user;
  if (!user) return null;
  return { id: user.id, name: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email, isAdmin: user.is_admin };
}

/** A version number from the address; anything but digits names none. */
const versionOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

/** A page's texts for everyone (kept by the data version, which a save raises), and the consultant's versions of each slot. */
export function pageTextRoutes(useCases: PageTextUseCases, kept: KeptAnswers) {
  return async (app: FastifyInstance): Promise<void> => {
    const pages = kept.keep('page-texts', { entries: 16, bytes: 4 * 1024 * 1024 });
    app.get<{ Params: { page: string } }>(pageTextsApi.page.path, async (request, reply) => {
      const { page } = request.params;
      // an unknown page is refused before it could take a place among the kept answers
      if (!isPageTextPage(page)) throw notFound(PAGE_TEXT_MESSAGES.unknownPage);
      const answer = await pages.answer(page, async () => ({ value: { success: true, ...(await useCases.readPageTexts.execute(page)) } }));
      return sendKeptJson(request, reply, answer);
    });

    const admin = { preHandler: requireAdmin };
    app.get<SlotParams>(pageTextsApi.versions.path, admin, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, ...(await answering(() => useCases.listVersions.execute(actorOf(request), request.params.slot))) };
    });

    app.get<VersionParams>(pageTextsApi.version.path, admin, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const version = await answering(() =>
        useCases.readVersion.execute(actorOf(request), request.params.slot, versionOf(request.params.version)),
      );
      return { success: true, version };
    });

    app.put<SlotParams>(pageTextsApi.save.path, admin, async (request) => {
      const content = bodyOf(pageTextsApi.save, request.body);
      return { success: true, ...(await answering(() => useCases.save.execute(actorOf(request), request.params.slot, content))) };
    });

    app.post<VersionParams>(pageTextsApi.restore.path, admin, async (request) => {
      const { slot, version } = request.params;
      return { success: true, ...(await answering(() => useCases.restore.execute(actorOf(request), slot, versionOf(version)))) };
    });
  };
}
