import * as v from 'valibot';
import {
  PAGE_TEXT_MESSAGES as M,
  type PageTextContent,
  type PageTexts,
  type PageTextVersion,
  type PageTextVersionInfo,
  type RefundRules,
} from '../../domain/page-texts';
import { endpoint } from '../endpoint';
import { storableText } from '../text-rules';

/** What the consultant sends for a slot: every field a string (a slot keeps those it has); the use case checks the rest. */
const pageTextBody = v.object(
  {
    title: v.optional(storableText(M.invalidBody), ''),
    summary: v.optional(storableText(M.invalidBody), ''),
    body: v.optional(storableText(M.invalidBody), ''),
  },
  M.invalidBody,
);

export type PageTextBody = PageTextContent;

/** A page's texts as the public reads them; /refund-policy also carries the rules it is written from. */
export interface PageTextsAnswer {
  success: true;
  texts: PageTexts;
  rules?: RefundRules;
}

type Saved = { success: true; message: string; version: PageTextVersionInfo };

/** The page-texts module's endpoints: a page's texts for everyone, a slot's versions and their saving for the consultant. */
export const pageTextsApi = {
  page: endpoint<PageTextsAnswer>()({ method: 'GET', path: '/api/page-texts/:page' }),
  versions: endpoint<{ success: true; current: PageTextVersion | null; versions: PageTextVersionInfo[] }>()({
    method: 'GET',
    path: '/api/admin/page-texts/:slot/versions',
  }),
  version: endpoint<{ success: true; version: PageTextVersion }>()({
    method: 'GET',
    path: '/api/admin/page-texts/:slot/versions/:version',
  }),
  save: endpoint<Saved>()({ method: 'PUT', path: '/api/admin/page-texts/:slot', body: pageTextBody }),
  restore: endpoint<Saved>()({ method: 'POST', path: '/api/admin/page-texts/:slot/versions/:version/restore' }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
