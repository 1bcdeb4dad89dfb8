import { normalizedState, type PersistedState } from '../../core/domain/persisted-state';
import { EMPTY_SITE_PROFILE, type SiteProfile } from '../../core/domain/site-profile';
import {
  FIRST_DATA_ELEMENT_ID,
  FIRST_STATE_ELEMENT_ID,
  SITE_PROFILE_ELEMENT_ID,
  ZONE_OFFSETS_ELEMENT_ID,
} from '../../core/contracts/page-renderer';
import { zoneOffsetsOrNull, type ZoneOffsets } from '../../core/domain/zone-offsets';

/**
 * The state the server rendered the page in, from the JSON block it put beside the page, or
 * null when the page came without one (or with one that is not JSON).
 */
export function readFirstState(document: Pick<Document, 'getElementById'>): PersistedState | null {
  const parsed = readJsonBlock(document, FIRST_STATE_ELEMENT_ID);
  return parsed ? normalizedState(parsed as Partial<PersistedState>) : null;
}

/** What the server loaded for the page it rendered, by key; empty when it sent nothing. */
export function readFirstData(document: Pick<Document, 'getElementById'>): Record<string, unknown> {
  return readJsonBlock(document, FIRST_DATA_ELEMENT_ID) ?? {};
}

/** The site's profile the server put beside the page, made whole; undefined when the page came without it. */
export function readSiteProfile(document: Pick<Document, 'getElementById'>): SiteProfile | undefined {
  const parsed = readJsonBlock(document, SITE_PROFILE_ELEMENT_ID);
  return parsed ? { ...EMPTY_SITE_PROFILE, ...(parsed as Partial<SiteProfile>) } : undefined;
}

/** The consultant's time zone's offsets the server put beside the page; null when missing or malformed. */
export function readZoneOffsets(document: Pick<Document, 'getElementById'>): ZoneOffsets | null {
  return zoneOffsetsOrNull(readJsonBlock(document, ZONE_OFFSETS_ELEMENT_ID));
}

function readJsonBlock(document: Pick<Document, 'getElementById'>, id: string): Record<string, unknown> | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
