import type { SiteProfileInput } from '../../../core/contracts/api/site-profile-schema';
import { SOCIAL_NETWORKS, type ExperienceEntry, type SiteProfile, type SocialNetwork } from '../../../core/domain/site-profile';

/**
 * The settings form as typed: every field a string, every network a box of its own, so nothing
 * typed is reshaped (or lost) until the consultant saves.
 */
export interface SettingsDraft {
  siteName: string;
  ownerName: string;
  title: string;
  shortBio: string;
  longBio: string[];
  yearsOfExperience: string;
  credentials: string[];
  experience: ExperienceEntry[];
  contact: SiteProfile['contact'];
  social: Record<SocialNetwork, string>;
  legal: SiteProfile['legal'];
  enamad: { id: string; code: string; domainCheck: string };
  /** the pictures as uploaded, saved with the rest */
  images: SiteProfile['images'];
}

export function draftOf(profile: SiteProfile): SettingsDraft {
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, profile.social.find((link) => link.network === network)?.url ?? '']),
  ) as Record<SocialNetwork, string>;
  return {
    siteName: profile.siteName,
    ownerName: profile.ownerName,
    title: profile.title,
    shortBio: profile.shortBio,
    longBio: profile.longBio,
    yearsOfExperience: profile.yearsOfExperience ? String(profile.yearsOfExperience) : '',
    credentials: profile.credentials,
    experience: profile.experience,
    contact: profile.contact,
    social,
    legal: profile.legal,
    enamad: profile.enamad ?? { id: '', code: '', domainCheck: '' },
    images: profile.images,
  };
}

/** What is sent: the networks in their fixed order (so a field's message finds its box), the years as a number. */
export function inputOf(draft: SettingsDraft): SiteProfileInput {
  const years = draft.yearsOfExperience.trim();
  return {
    ...draft,
    yearsOfExperience: years === '' ? 0 : Number(years.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))),
    social: SOCIAL_NETWORKS.map((network) => ({ network, label: '', url: draft.social[network] })),
    enamad: draft.enamad,
  };
}

/** The key a field's message is kept under: the schema's path, a network's index read as its name, a picture's inner path as the picture. */
export function errorKey(path: string): string {
  const social = /^social\.(\d+)\.url$/.exec(path);
  if (social) return `social.${SOCIAL_NETWORKS[Number(social[1])]}`;
  const image = /^images\.(portrait|logo|favicon)\b/.exec(path);
  return image ? `images.${image[1]}` : path;
}
