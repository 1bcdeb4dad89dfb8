import type { SiteImage } from '../../domain/site-profile';
import { endpoint } from '../endpoint';

/**
 * The consultant's upload of a picture of the site's identity: multipart, one file in the field
 * "image"; `:kind` is portrait, logo or favicon (src/core/domain/site-image-rules.ts). The answer
 * is the stored picture in every size and format; the profile keeps it only when the settings
 * form saves it.
 */
export const siteImagesApi = {
  upload: endpoint<SiteImage>()({ method: 'POST', path: '/api/admin/site-images/:kind' }),
};
