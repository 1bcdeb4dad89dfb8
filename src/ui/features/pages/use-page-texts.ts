import { useEffect, useState } from 'react';
import type { PageTextPage } from '../../../core/domain/page-texts';
import { SITE_USE_CASES } from '../../../core/use-cases/site/site-tokens';
import type { LoadedPageTexts } from '../../../core/use-cases/site/page-texts';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';
import { useService } from '../../services/services-context';

export type PageTextsView = { state: 'loading' } | ({ state: 'ready' } & LoadedPageTexts) | { state: 'failed'; message: string };

/**
 * The consultant's texts of a page: those the server rendered it with, or read when the page is
 * opened inside the app (texts change only when the consultant saves).
 */
export function usePageTexts(page: PageTextPage): PageTextsView {
  const load = useService(SITE_USE_CASES.LoadPageTexts);
  const first = useFirstData<LoadedPageTexts>(FIRST_DATA.pageTexts(page));
  const [view, setView] = useState<PageTextsView>(first ? { state: 'ready', ...first } : { state: 'loading' });

  useEffect(() => {
    if (first) return;
    let current = true;
    void load.execute(page).then((outcome) => {
      if (current) setView(outcome.ok ? { state: 'ready', ...outcome.value } : { state: 'failed', message: outcome.message });
    });
    return () => {
      current = false;
    };
  }, [first, load, page]);

  return view;
}

/** The texts shown meanwhile and on failure: none, so every place shows what it shows unwritten. */
export function textsOf(view: PageTextsView): LoadedPageTexts['texts'] {
  return view.state === 'ready' ? view.texts : {};
}
