import styled from 'styled-components';
import portraitUrl from '../../assets/consultant-portrait.svg';
import { useSiteProfile } from '../../site/site-profile-context';
import { SitePicture } from '../../components/site-picture';

const Frame = styled.img<{ $size: number }>`
  display: block;
  width: ${({ $size }) => $size}px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 1;
  border-radius: 50%;
  border: 6px solid ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Photo = styled(SitePicture)<{ $size: number }>`
  display: block;
  width: ${({ $size }) => $size}px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: 50%;
  border: 6px solid ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** The consultant's photo when they uploaded one (else a drawn figure), with a Persian description of who it shows. */
export function ConsultantPortrait({ size = 280 }: { size?: number }) {
  const { ownerName, title, images } = useSiteProfile();
  const alt = ['تصویر', [ownerName, title].filter(Boolean).join('، ')].filter(Boolean).join(' ');
  if (images.portrait)
    return <Photo $size={size} image={images.portrait} width={size} height={size} sizes={`${size}px`} loading="eager" alt={alt} />;
  return <Frame $size={size} src={portraitUrl} width={size} height={size} alt={alt} />;
}
