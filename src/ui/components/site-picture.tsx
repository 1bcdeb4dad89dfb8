import type { SiteImage, SiteImageSize } from '../../core/domain/site-profile';
import { PLATFORM_PORTS } from '../../core/ports/platform/platform-port-tokens';
import { useService } from '../services/services-context';
import { imageUrl } from './image-url';

type Format = 'avif' | 'webp' | 'jpeg';

/** Every size of one format as `srcset` names them ("… 480w, … 960w"); a picture stored without sizes has its one. */
function srcSetOf(image: SiteImage, format: Format, apiHost: string): string {
  const sizes: SiteImageSize[] = image.sizes && image.sizes.length > 0 ? image.sizes : [image];
  return sizes.map((size) => `${imageUrl(apiHost, size[format])} ${size.width}w`).join(', ');
}

export interface SitePictureProps {
  image: SiteImage;
  alt: string;
  /** how wide the picture shows, for the browser's pick among the sizes ("(min-width: 60rem) 320px, 50vw") */
  sizes?: string;
  /** on the <img>, which is what a styled(SitePicture) shapes */
  className?: string;
  /** the box it is drawn in; the largest size's by default, so the page does not jump either way */
  width?: number;
  height?: number;
  /** eager for a picture the first screen shows (the home page's portrait, the logo), lazy below it */
  loading?: 'lazy' | 'eager';
}

/**
 * A stored site picture as <picture>: AVIF, then WebP, then the JPEG every browser reads, each
 * in every size kept, under the API host the stored paths belong to.
 */
export function SitePicture({
  image,
  alt,
  sizes,
  className,
  width = image.width,
  height = image.height,
  loading = 'lazy',
}: SitePictureProps) {
  const apiHost = useService(PLATFORM_PORTS.ApiHost);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(image, 'avif', apiHost)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image, 'webp', apiHost)} sizes={sizes} />
      <img
        className={className}
        src={imageUrl(apiHost, image.jpeg)}
        srcSet={srcSetOf(image, 'jpeg', apiHost)}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
