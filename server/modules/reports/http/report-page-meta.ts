import type { PageMetaProvider } from '../../../http/page-meta';
import { isUuid } from '../../../http/ids';
import { Refusal } from '../../refusal';
import type { ReadReport } from '../use-cases/read-report';
import { versionOf } from './report-routes';
import { REPORTS_MESSAGES } from '../reports-messages';

const REPORT_PATH = /^\/report\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * /report/{reservationId}[/{version}]: the report's own title for its customer and the
 * consultant; for anyone else (not signed in included) the same 404 as a booking that does not
 * exist, with the site's own title, so the page says nothing of what it is about.
 */
export const reportPageMeta =
  (readReport: ReadReport): PageMetaProvider =>
  async (pathname, site, viewer) => {
    const match = REPORT_PATH.exec(pathname);
    if (!match) return null;
    const version = versionOf(match[2]);
    if (!isUuid(match[1]) || version === undefined) return { ...site, status: 404 };
    try {
      const report = await readReport.execute({ viewer: viewer ?? null, reservationId: match[1], version });
      return {
        title: `${REPORTS_MESSAGES.pageTitle(report.session.typeTitle)} | ${site.title}`,
        description: site.description,
        type: 'website',
      };
    } catch (error) {
      if (error instanceof Refusal) return { ...site, status: 404 };
      throw error;
    }
  };
