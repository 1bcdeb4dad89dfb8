import { useEffect } from 'react';

export const SITE_NAME = 'مشاوره مالی و حسابرسی';

/** The tab's title for this page; the server already sent the same one for articles. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
