import { useEffect } from 'react';
import { siteTitleOf } from '../../../core/domain/site-profile';
import { useSiteProfile } from '../../site/site-profile-context';

/** The tab's title for this page; the server already sent the same one for articles. */
export function useDocumentTitle(title: string | null): void {
  const site = siteTitleOf(useSiteProfile());
  useEffect(() => {
    document.title = title && site ? `${title} | ${site}` : title || site;
  }, [title, site]);
}
