import { useEffect } from 'react';
import { SITE_PROFILE } from '../../core/domain/site-profile';

/**
 * Names the browser tab after the page; the server's <title> only covers the first load, and a
 * page reached inside the app would otherwise keep the title of the one before it.
 */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${SITE_PROFILE.siteName}` : SITE_PROFILE.siteName;
  }, [pageTitle]);
}
