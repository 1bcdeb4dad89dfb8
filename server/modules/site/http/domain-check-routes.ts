import type { FastifyInstance } from 'fastify';
import type { ReadPublishedProfile } from '../use-cases/read-published-profile';

/**
 * Enamad's domain check: it gives the owner a value and asks for a text file of that name at
 * the site's root (`/{value}.txt`), and looks for `<meta name="enamad" content="{value}">` on
 * the home page (the app shell writes that). The file answers the value itself; any other name,
 * or any name while no value is set, is the site's ordinary not-found page.
 */
export function domainCheckRoutes(published: ReadPublishedProfile) {
  return async (app: FastifyInstance): Promise<void> => {
    // the schema allows Latin letters and digits only, so the pattern admits no path or dot of its own
    app.get<{ Params: { value: string } }>('/:value(^[A-Za-z0-9]{1,64}).txt', async (request, reply) => {
      const expected = (await published.execute()).enamad?.domainCheck;
      if (!expected || request.params.value !== expected) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(expected);
    });
  };
}
