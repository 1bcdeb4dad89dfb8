/**
 * The site-images module's public entry: the consultant's portrait, logo and favicon, uploaded
 * in the dashboard, checked by their bytes and kept in the sizes and formats the pages use. The
 * settings (another module) keep what it answers in the profile.
 */
import type { FastifyInstance } from 'fastify';
import type { Uploads } from '../../ports/file-storage';
import type { SiteImagePorts } from './ports/site-images-ports';
import { siteImageRoutes } from './http/site-image-routes';
import { UploadSiteImage } from './use-cases/upload-site-image';

export type { SiteImagePorts } from './ports/site-images-ports';
export type { ImageFormats } from './ports/image-formats';
export type { ImageRenderer, Rendition, RenderResult } from './ports/image-renderer';
export { UploadSiteImage, SITE_IMAGE_FOLDER } from './use-cases/upload-site-image';

/** What the module uses of the server's dependencies. */
export interface SiteImagesDeps {
  siteImages: SiteImagePorts;
  files: Uploads;
}

export async function siteImagesModuleRoutes(app: FastifyInstance, deps: SiteImagesDeps): Promise<void> {
  await siteImageRoutes(new UploadSiteImage(deps.siteImages, deps.files))(app);
}
