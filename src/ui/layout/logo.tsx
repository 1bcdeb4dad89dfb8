import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { siteTitleOf } from '../../core/domain/site-profile';
import { useSiteProfile } from '../site/site-profile-context';
import { SitePicture } from '../components/site-picture';

const Mark = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 800;
  white-space: nowrap;
  svg {
    flex: none;
  }
  @media (max-width: 479px) {
    span {
      display: none;
    }
  }
`;

const Uploaded = styled(SitePicture)`
  display: block;
  width: auto;
  height: 36px;
`;

/** The site's uploaded logo, else a drawn mark, beside the site's name, leading home. */
export function Logo() {
  const profile = useSiteProfile();
  const name = siteTitleOf(profile);
  const { logo } = profile.images;
  return (
    <Mark to="/" aria-label={name ? `${name} - صفحه اصلی` : 'صفحه اصلی'}>
      {logo ? (
        <Uploaded
          image={logo}
          alt=""
          width={Math.round((36 * logo.width) / logo.height)}
          height={36}
          sizes={`${Math.round((36 * logo.width) / logo.height)}px`}
          loading="eager"
        />
      ) : (
        <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
          <rect width="36" height="36" rx="9" fill="#0d47a1" />
          <rect x="8" y="19" width="5" height="9" rx="1.5" fill="#fff" />
          <rect x="15.5" y="13" width="5" height="15" rx="1.5" fill="#fff" />
          <rect x="23" y="8" width="5" height="20" rx="1.5" fill="#4fd1bd" />
        </svg>
      )}
      {name && <span>{name}</span>}
    </Mark>
  );
}
