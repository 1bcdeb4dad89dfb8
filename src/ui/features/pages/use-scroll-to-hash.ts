import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHashTarget } from '../../layout/scroll-to-hash-target';

/**
 * Scrolls to the element the URL's #hash names once this page has rendered it. The layout
 * tries too, but a lazily loaded page is not in the document yet when the layout's effect runs.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    scrollToHashTarget(hash, { block: 'start' });
  }, [hash]);
}
