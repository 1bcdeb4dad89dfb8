import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FindCurrentSlug } from '../use-cases/find-current-slug';

/** An article's pages, each with its address part named postSlug (src/core/contracts/pages). */
const ARTICLE_PAGES = ['/post', '/media'];
/** A browser keeps a 301 for this long: an article moved back to an old slug must not loop for long. */
const MOVED_CACHE_CONTROL = 'public, max-age=600';

/** The request's own address with one query parameter set to `value`. */
function withParameter(url: string, name: string, value: string): string {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `${path}?${params.toString()}`;
}

/**
 * The API's read by slug (GET /api/post/getposts?slug=): an article's old slug answers 301 to
 * the same read by its current slug; true when it did.
 */
export async function answeredMovedSlug(
  currentSlug: FindCurrentSlug,
  slug: string | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const current = slug === null ? null : await currentSlug.execute(slug);
  if (current === null) return false;
  await reply.header('cache-control', MOVED_CACHE_CONTROL).redirect(withParameter(request.url, 'slug', current), 301);
  return true;
}

/**
 * /post/{slug} and /media/{slug}: an article's old slug answers 301 to its current address
 * (the query kept); every other address is the page as the shell serves it.
 */
export function oldSlugRoutes(currentSlug: FindCurrentSlug) {
  return async (app: FastifyInstance): Promise<void> => {
    for (const page of ARTICLE_PAGES) {
      app.get<{ Params: { postSlug: string } }>(`${page}/:postSlug`, async (request, reply) => {
        const current = await currentSlug.execute(request.params.postSlug);
        if (current === null) return request.server.servePage(request, reply);
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.header('cache-control', MOVED_CACHE_CONTROL).redirect(`${page}/${encodeURIComponent(current)}${search}`, 301);
      });
    }
  };
}
