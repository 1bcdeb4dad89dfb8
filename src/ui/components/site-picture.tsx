import type { SiteImage, SiteImageSize } from '../../core/domain/site-profile';
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
  /** the API host the stored paths are under; the page's own origin when empty */
  apiHost?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/**
 * A stored site picture as <picture>: AVIF, then WebP, then the JPEG every browser reads, each
 * in every size kept, with the largest size's width and height so the page does not jump.
 */
export function SitePicture({ image, alt, sizes, apiHost = '', className, loading = 'lazy' }: SitePictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSetOf(image, 'avif', apiHost)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image, 'webp', apiHost)} sizes={sizes} />
      <img src={imageUrl(apiHost, image.jpeg)} srcSet={srcSetOf(image, 'jpeg', apiHost)} sizes={sizes} width={image.width} height={image.height} alt={alt} loading={loading} decoding="async" />
    </picture>
  );
}
