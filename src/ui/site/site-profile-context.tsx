import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { EMPTY_SITE_PROFILE, type SiteProfile } from '../../core/domain/site-profile';
import { SITE_USE_CASES } from '../../core/use-cases/site/site-tokens';
import { createStore, type Store } from '../../core/stores/store';
import { useService } from '../services/services-context';

/**
 * The consultant's identity for every view: the page's first state carries it from the server
 * (the page shell embeds it beside every page), and a save in the dashboard replaces it.
 */
const SiteProfileContext = createContext<Store<SiteProfile> | null>(null);

const NO_STORE = createStore(EMPTY_SITE_PROFILE);

/**
 * Holds the profile the page came with; a page that came without one (no server in front of
 * it) asks the API once.
 */
export function SiteProfileProvider({ initial, children }: { initial?: SiteProfile; children: ReactNode }) {
  const load = useService(SITE_USE_CASES.LoadSiteProfile);
  const [store] = useState(() => createStore(initial ?? EMPTY_SITE_PROFILE));
  useEffect(() => {
    if (initial) return;
    let live = true;
    void load.execute().then((outcome) => {
      if (live && outcome.ok) store.set(outcome.value);
    });
    return () => {
      live = false;
    };
  }, [initial, load, store]);
  return <SiteProfileContext.Provider value={store}>{children}</SiteProfileContext.Provider>;
}

export function useSiteProfile(): SiteProfile {
  const store = useContext(SiteProfileContext) ?? NO_STORE;
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Puts a saved profile in place on every view at once (the dashboard, after a save). */
export function useReplaceSiteProfile(): (profile: SiteProfile) => void {
  const store = useContext(SiteProfileContext) ?? NO_STORE;
  return store.set;
}
