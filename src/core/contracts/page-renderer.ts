import type { PersistedState } from '../domain/persisted-state';
import type { SiteProfile } from '../domain/site-profile';

/** What the server renders a page from: its address and the state the visitor starts in. */
export interface PageRenderRequest {
  /** path and query, as the browser asked for them */
  url: string;
  /** the state the browser takes over with (theme from its cookie, user from its session) */
  state: PersistedState;
  /** the site's profile as it stands, which every page shows */
  site?: SiteProfile;
  /** gives up on the page when aborted */
  signal?: AbortSignal;
  /** answers a GET of the API inside the server, for what the page shows from it */
  readJson?: (path: string) => Promise<{ status: number; body: unknown }>;
  /** what the server itself hands the page by key (a refused form's answer), beside what it reads from the API */
  data?: Record<string, unknown>;
}

export interface RenderedPage {
  /** the markup inside #root */
  html: string;
  /** the <style> tags of every styled component the page used */
  styles: string;
  /** what the page showed from the API, by key, for the browser's first render to match */
  data: Record<string, unknown>;
}

/** Turns a page's address and first state into HTML, so the page shows before its scripts run. */
export interface PageRenderer {
  render(request: PageRenderRequest): Promise<RenderedPage>;
}

/** The id of the JSON block that carries the server's first state to the browser. */
export const FIRST_STATE_ELEMENT_ID = 'first-state';

/** The id of the JSON block that carries what the page showed from the API. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** The id of the JSON block that carries the site's profile beside every page. */
export const SITE_PROFILE_ELEMENT_ID = 'site-profile';

/** The id of the JSON block that carries the consultant's time zone's offsets beside every page (src/core/domain/zone-offsets.ts). */
export const ZONE_OFFSETS_ELEMENT_ID = 'zone-offsets';
