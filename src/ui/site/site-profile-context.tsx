import { createContext, useContext } from 'react';
import { SITE_PROFILE, type SiteProfile } from '../../core/domain/site-profile';

/**
 * The consultant's identity for every view: the page's first state carries it from the server,
 * and a change in the dashboard replaces it.
 */
const SiteProfileContext = createContext<SiteProfile>(SITE_PROFILE);

export const SiteProfileProvider = SiteProfileContext.Provider;

export function useSiteProfile(): SiteProfile {
  return useContext(SiteProfileContext);
}
