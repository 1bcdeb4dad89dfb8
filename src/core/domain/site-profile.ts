/**
 * Who the site belongs to: the consultant's identity, story, contact details, social links,
 * legal identity and trust seal. It is data the owner edits in the dashboard («تنظیمات سایت»),
 * read through a port on both sides; the source holds no consultant (the demo one is seed data).
 * Phone numbers are kept with Latin digits for tel: links; views show them in Persian digits.
 */
export type SocialNetwork = 'instagram' | 'telegram' | 'linkedin' | 'whatsapp' | 'eitaa' | 'bale';

export interface SocialLink {
  network: SocialNetwork;
  /** the accessible name of the icon link */
  label: string;
  url: string;
}

export interface ExperienceEntry {
  period: string;
  role: string;
  organisation: string;
  summary: string;
}

/** An uploaded picture in the sizes the pages use: stored paths, relative as the spec's are. */
export interface SiteImage {
  /** the JPEG every browser reads, at the largest size kept */
  jpeg: string;
  webp: string;
  avif: string;
  width: number;
  height: number;
  /** every size kept, smallest first, the last being the one above: for `srcset` (absent on images stored without it) */
  sizes?: SiteImageSize[];
  /** a favicon's square PNG icons, smallest first: 32 (the tab), 180 (a phone's home screen), 512 (an installed app) */
  icons?: SiteIcon[];
}

/** One size of an uploaded picture in each format. */
export interface SiteImageSize {
  jpeg: string;
  webp: string;
  avif: string;
  width: number;
  height: number;
}

/** One square PNG icon of a favicon. */
export interface SiteIcon {
  size: number;
  png: string;
}

export interface SiteContact {
  phone: string;
  mobile: string;
  email: string;
  address: string;
  /** ten digits, Latin */
  postalCode: string;
  hours: string;
  mapUrl: string;
}

/** The business as a bank's and Enamad's reviewers read it, and as receipts name it. */
export interface LegalIdentity {
  name: string;
  nationalId: string;
  economicCode: string;
}

/** Enamad's trust seal: the `id` and `Code` of its link, and the value its domain check asks the site to serve. */
export interface EnamadSeal {
  id: string;
  code: string;
  domainCheck: string;
}

export interface SiteProfile {
  siteName: string;
  ownerName: string;
  title: string;
  shortBio: string;
  longBio: string[];
  yearsOfExperience: number;
  credentials: string[];
  experience: ExperienceEntry[];
  contact: SiteContact;
  social: SocialLink[];
  legal: LegalIdentity;
  /** null until the consultant sets a seal */
  enamad: EnamadSeal | null;
  images: { portrait: SiteImage | null; logo: SiteImage | null; favicon: SiteImage | null };
}

/** The profile of a site whose owner has set nothing yet: every page still works, naming no one. */
export const EMPTY_SITE_PROFILE: SiteProfile = {
  siteName: '',
  ownerName: '',
  title: '',
  shortBio: '',
  longBio: [],
  yearsOfExperience: 0,
  credentials: [],
  experience: [],
  contact: { phone: '', mobile: '', email: '', address: '', postalCode: '', hours: '', mapUrl: '' },
  social: [],
  legal: { name: '', nationalId: '', economicCode: '' },
  enamad: null,
  images: { portrait: null, logo: null, favicon: null },
};

/** The Persian names of the six networks, the accessible names of their icon links. */
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'اینستاگرام',
  telegram: 'تلگرام',
  linkedin: 'لینکدین',
  whatsapp: 'واتس‌اپ',
  eitaa: 'ایتا',
  bale: 'بله',
};

export const SOCIAL_NETWORKS = Object.keys(SOCIAL_NETWORK_LABELS) as SocialNetwork[];

/** What the site calls itself: the name the owner gave it, else their own name. */
export function siteTitleOf(profile: SiteProfile): string {
  return profile.siteName || profile.ownerName;
}

/** Enamad's seal host: the seal's page, and its image, which the CSP lets in only while a seal is set. */
export const ENAMAD_HOST = 'https://trustseal.enamad.ir';

/** The seal's link and image, or null while no seal (id and code) is set. */
export function enamadSealOf(profile: Pick<SiteProfile, 'enamad'>): { link: string; image: string } | null {
  const seal = profile.enamad;
  if (!seal?.id || !seal.code) return null;
  const query = `?id=${encodeURIComponent(seal.id)}&Code=${encodeURIComponent(seal.code)}`;
  return { link: `${ENAMAD_HOST}/${query}`, image: `${ENAMAD_HOST}/logo.aspx${query}` };
}
