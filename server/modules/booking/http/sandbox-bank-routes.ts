import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bookingApi, isAuthority } from '../../../../src/core/contracts/api/booking-api';
import { readRouteChunkManifest } from '../../../http/client-routes';
import { sandboxReturnUrl, type SandboxBank } from '../ports/sandbox-bank';
import { sandboxBankNotFoundPage, sandboxBankPage } from './sandbox-bank-page';

export interface SandboxBankRoutesOptions {
  /** the built client, whose stylesheet declares the site's self-hosted font; without it the page uses the system's */
  clientDir?: string;
}

/** The sandbox bank's pages; registered only when the sandbox is the configured gateway (`bank` not null). */
export async function sandboxBankRoutes(
  app: FastifyInstance,
  bank: SandboxBank | null,
  options: SandboxBankRoutesOptions = {},
): Promise<void> {
  if (!bank) return;
  const fontFaces = options.clientDir ? readFontFaces(options.clientDir) : '';

  await app.register(async (scope) => {
    // The page's buttons are plain HTML forms; they carry no fields, so the body is read and ignored.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

    // An authority of another shape was never issued: it is not looked up (a NUL byte cannot even be).
    const find = (authority: string) => (isAuthority(authority) ? bank.find(authority) : null);
    const decide = (authority: string, choice: 'pay' | 'cancel') => (isAuthority(authority) ? bank.decide(authority, choice) : null);

    scope.get<{ Params: { authority: string } }>(bookingApi.sandboxBankPage.path, async (request, reply) => {
      const payment = await find(request.params.authority);
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
        const payment = await decide(request.params.authority, choice);
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
