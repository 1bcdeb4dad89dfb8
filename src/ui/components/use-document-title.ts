import { useEffect } from 'react';
import { pageTitleWithSite } from '../../core/contracts/pages/page-titles';
import { siteTitleOf } from '../../core/domain/site-profile';
import { useSiteProfile } from '../site/site-profile-context';

/**
 * Names the browser tab after the page; the server's <title> only covers the first load, and a
 * page reached inside the app would otherwise keep the title of the one before it.
 */
export function useDocumentTitle(pageTitle?: string) {
  const site = siteTitleOf(useSiteProfile());
  useEffect(() => {
    document.title = pageTitleWithSite(pageTitle, site);
  }, [pageTitle, site]);
}
