import styled from 'styled-components';
import portraitUrl from '../../assets/consultant-portrait.svg';
import { SITE_PROFILE } from '../../../core/domain/site-profile';

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

/** The consultant's picture, with a Persian description of who it shows. */
export function ConsultantPortrait({ size = 280 }: { size?: number }) {
  return (
    <Frame
      $size={size}
      src={portraitUrl}
      width={size}
      height={size}
      alt={`تصویر ${SITE_PROFILE.ownerName}، ${SITE_PROFILE.title}`}
    />
  );
}
