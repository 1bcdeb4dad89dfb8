import type { SiteImage } from '../../core/domain/site-profile';
import { TOKENS } from '../../core/ports/tokens';
import { imageUrl } from '../components/image-url';
import { useService } from '../services/services-context';

/** An uploaded picture of the site in the forms it is kept in: AVIF and WebP where the browser reads them, else the JPEG. */
export function SitePicture({ image, alt, className, width, height }: { image: SiteImage; alt: string; className?: string; width: number; height: number }) {
  const apiHost = useService(TOKENS.ApiHost);
  return (
    <picture>
      <source type="image/avif" srcSet={imageUrl(apiHost, image.avif)} />
      <source type="image/webp" srcSet={imageUrl(apiHost, image.webp)} />
      <img className={className} src={imageUrl(apiHost, image.jpeg)} alt={alt} width={width} height={height} />
    </picture>
  );
}
