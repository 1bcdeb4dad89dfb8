import type { FastifyInstance } from 'fastify';

/** A page's form is a few short fields; anything much bigger is not one. */
const FORM_BODY_LIMIT = 16 * 1024;

/** Lets the routes of this (encapsulated) plugin read a form as the browser posts it without the app. */
export function acceptFormBodies(forms: FastifyInstance): void {
  forms.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
