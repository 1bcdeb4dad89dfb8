import type { SiteProfileInput } from '../../../../src/core/contracts/api/site-profile-schema';

/**
 * The fields a save changed, as dotted paths in the profile's order ("contact.phone"); a list
 * (bio paragraphs, credentials, experience, social links, the seal) counts as one field; each
 * picture is one ("images.logo"), compared only when the save sent the pictures.
 */
export function changedFields(before: SiteProfileInput, after: SiteProfileInput): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(after) as (keyof SiteProfileInput)[]) {
    const [was, now]: unknown[] = [before[key], after[key]];
    if (isRecord(now) && isRecord(was)) {
      for (const inner of Object.keys(now)) if (!same(was[inner], now[inner])) changed.push(`${key}.${inner}`);
    } else if (!same(was, now)) changed.push(key);
  }
  return changed;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
// compared by content: the database's jsonb hands objects back with their keys in its own order
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}
