import { useCallback } from 'react';
import { succeeded } from '../../../core/domain/outcome';
import type { PageTextPage } from '../../../core/domain/page-texts';
import { SITE_USE_CASES } from '../../../core/use-cases/site/site-tokens';
import type { LoadedPageTexts } from '../../../core/use-cases/site/page-texts';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';

export type PageTextsView = { state: 'loading' } | ({ state: 'ready' } & LoadedPageTexts) | { state: 'failed'; message: string };

/**
 * The consultant's texts of a page: those the server rendered it with, or read when the page is
 * opened inside the app (texts change only when the consultant saves).
 */
export function usePageTexts(page: PageTextPage): PageTextsView {
  const load = useService(SITE_USE_CASES.LoadPageTexts);
  const first = useFirstData<LoadedPageTexts>(FIRST_DATA.pageTexts(page));
  const read = useLoaded(
    useCallback(() => load.execute(page), [load, page]),
    first ? succeeded(first) : undefined,
  );
  if (read.value) return { state: 'ready', ...read.value };
  if (read.error !== null) return { state: 'failed', message: read.error };
  return { state: 'loading' };
}

/** The texts shown meanwhile and on failure: none, so every place shows what it shows unwritten. */
export function textsOf(view: PageTextsView): LoadedPageTexts['texts'] {
  return view.state === 'ready' ? view.texts : {};
}
