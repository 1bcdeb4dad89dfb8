import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { readRouteChunkManifest } from '../../../http/client-routes';
import { sandboxReturnUrl } from '../ports/sandbox-bank';
import type { VisitSandboxBank } from '../use-cases/visit-sandbox-bank';
import { sandboxBankNotFoundPage, sandboxBankPage } from './sandbox-bank-page';

export interface SandboxBankRoutesOptions {
  /** the built client, whose stylesheet declares the site's self-hosted font; without it the page uses the system's */
  clientDir?: string;
}

/** The sandbox bank's pages; registered only when the sandbox is the configured gateway (`visit` not null). */
export async function sandboxBankRoutes(
  app: FastifyInstance,
  visit: VisitSandboxBank | null,
  options: SandboxBankRoutesOptions = {},
): Promise<void> {
  if (!visit) return;
  const fontFaces = options.clientDir ? readFontFaces(options.clientDir) : '';

  await app.register(async (scope) => {
    // The page's buttons are plain HTML forms; they carry no fields, so the body is read and ignored.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

    scope.get<{ Params: { authority: string } }>(bookingApi.sandboxBankPage.path, async (request, reply) => {
      const payment = await visit.find(request.params.authority);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!payment) return reply.status(404).send(sandboxBankNotFoundPage(fontFaces));
      if (payment.state !== 'awaiting') return reply.redirect(sandboxReturnUrl(payment), 303);
      return reply.send(sandboxBankPage(payment, fontFaces));
    });

    for (const [choice, target] of [
      ['pay', bookingApi.sandboxBankPay],
      ['cancel', bookingApi.sandboxBankCancel],
    ] as const) {
      scope.post<{ Params: { authority: string } }>(target.path, async (request, reply) => {
        const payment = await visit.decide(request.params.authority, choice);
        if (!payment) return reply.status(404).type('text/html; charset=utf-8').send(sandboxBankNotFoundPage(fontFaces));
        return reply.redirect(sandboxReturnUrl(payment), 303);
      });
    }
  });
}

/**
 * The @font-face rules of the app's stylesheet (Vazirmatn, served from /assets), so the bank's
 * page speaks in the site's font without loading the rest of the app.
 */
function readFontFaces(clientDir: string): string {
  const stylesheets = (readRouteChunkManifest(clientDir).app ?? []).filter((file) => /^[\w./-]+\.css$/.test(file));
  return stylesheets
    .flatMap((file) => {
      try {
        return fs.readFileSync(path.join(clientDir, file), 'utf8').match(/@font-face\s*\{[^}]*\}/g) ?? [];
      } catch {
        return [];
      }
    })
    .join('\n');
}
