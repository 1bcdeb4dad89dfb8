import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { calendarFeedApi, type CalendarFeedAddress } from '../../../../src/core/contracts/api/calendar-feed-api';
import { urlOf } from '../../../../src/core/contracts/endpoint';
import { calendarFile } from '../../../../src/core/domain/booking-calendar-file';
import { FEED_REFRESH_MINUTES, FEED_TEXT, feedEntryOf } from '../../../../src/core/domain/practice-calendar-feed';
import { answering } from '../../../http/answering';
import { requireAdmin } from '../../../http/session-guards';
import { CALENDAR_FEED_MESSAGES as M } from '../calendar-feed-messages';
import type { CalendarFeedUseCases } from '../use-cases/calendar-feed-use-cases';

/** What the routes need beside the use cases: the site's public address and name. */
export interface FeedSite {
  publicUrl: string;
  siteName: () => Promise<string>;
}

/** Both addresses of a token: https, and webcal:// for the calendars that subscribe on opening it. */
function addressesOf(publicUrl: string, token: { token: string; createdAt: Date } | null): CalendarFeedAddress | null {
  if (!token) return null;
  const https = new URL(urlOf(calendarFeedApi.feed, { file: `${token.token}.ics` }), publicUrl).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:'), createdAt: token.createdAt.toISOString() };
}

/** The consultant's feed address (read and renew), and the feed itself, opened by its token alone. */
export function calendarFeedRoutes(useCases: CalendarFeedUseCases, deps: FeedSite) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    const host = new URL(deps.publicUrl).hostname;

    app.get(calendarFeedApi.address.path, admin, async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, feed: addressesOf(deps.publicUrl, await useCases.readFeedToken.execute()) };
    });

    app.post(calendarFeedApi.renew.path, admin, async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, feed: addressesOf(deps.publicUrl, await useCases.renewFeedToken.execute()), message: M.renewed };
    });

    app.get<{ Params: { file: string } }>(calendarFeedApi.feed.path, async (request, reply) => {
      const { file } = request.params;
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      const bookings = await answering(() => useCases.readFeed.execute(token));
      const entries = bookings.map((booking) => feedEntryOf(booking, host));
      const body = calendarFile(entries, {
        host,
        name: FEED_TEXT.calendarName(await deps.siteName()),
        refreshMinutes: FEED_REFRESH_MINUTES,
      });
      const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex, nofollow');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('text/calendar; charset=utf-8').send(body);
    });
  };
}

/** If-None-Match names this tag, alone, in a list, weakly, or as `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
