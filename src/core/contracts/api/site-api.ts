import type { SiteProfile } from '../../domain/site-profile';
import { endpoint } from '../endpoint';
import { siteProfileBody } from './site-profile-schema';

/** One save of the settings as the consultant's log shows it: who, when, and which fields changed. */
export interface SiteProfileChange {
  _id: string;
  /** ISO instant */
  changedAt: string;
  changedBy: string;
  /** dotted paths of the fields that changed ("contact.phone"), in the profile's order */
  fields: string[];
}

/** The site module's endpoints: the profile every page reads, and the consultant's settings with their log. */
export const siteApi = {
  profile: endpoint<{ success: true; profile: SiteProfile }>()({ method: 'GET', path: '/api/site-profile' }),
  settings: endpoint<{ success: true; profile: SiteProfile }>()({ method: 'GET', path: '/api/admin/site-profile' }),
  save: endpoint<{ success: true; profile: SiteProfile; message: string }>()({
    method: 'PUT',
    path: '/api/admin/site-profile',
    body: siteProfileBody,
  }),
  changes: endpoint<{ success: true; changes: SiteProfileChange[] }>()({ method: 'GET', path: '/api/admin/site-profile/changes' }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
