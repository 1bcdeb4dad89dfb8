import type { ImageFormats } from './image-formats';
import type { ImageRenderer } from './image-renderer';

/** What the site-images module is given: the check of an upload's bytes and the maker of its sizes. */
export interface SiteImagePorts {
  formats: ImageFormats;
  renderer: ImageRenderer;
}
