import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { enamadSealOf, type SocialLink } from '../../core/domain/site-profile';
import { useSiteProfile } from '../site/site-profile-context';
import { laidOutWhenNear } from '../components/laid-out-when-near';

const Bar = styled.footer`
  ${laidOutWhenNear('15rem')}
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1.25rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Icons = styled.ul`
  display: flex;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  svg {
    width: 24px;
    height: 24px;
    fill: currentColor;
  }
`;

const Copyright = styled.p`
  margin: 0;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.6rem 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
  }
`;

const ICON_PATHS: Record<SocialLink['network'], string> = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  telegram:
    'M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.7.8l-4.8-3.5-2.3 2.2c-.3.3-.5.5-1 .5l.3-4.9 8.9-8c.4-.3-.1-.5-.6-.2l-11 6.9-4.7-1.5c-1-.3-1-1 .2-1.5L20.6 3c.9-.3 1.6.2 1.3 1.3Z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4v11H3v-11Zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6v5.4h-4v-4.8c0-1.1 0-2.6-1.6-2.6s-1.8 1.2-1.8 2.5v4.9h-4v-11Z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 2a8 8 0 1 1-4.1 14.9l-.3-.2-2.9.8.8-2.8-.2-.3A8 8 0 0 1 12 4Zm-3.2 4c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.3 2.4.9 2.9.8 3.5.7.5-.1 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4l-.5-.3-1.8-.9c-.2-.1-.4-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.5l-.8-2c-.2-.5-.4-.4-.6-.4h-.6Z',
  eitaa:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.5 3a4.5 4.5 0 0 1 4.5 4.5V13H9.2a3 3 0 0 0 5.4 1.2l1.7 1A5 5 0 0 1 7 12.5v-1A4.5 4.5 0 0 1 11.5 7h1Zm0 2h-1A2.5 2.5 0 0 0 9 11h6a2.5 2.5 0 0 0-2.5-2Z',
  bale: 'M12 2a10 10 0 0 1 10 10v10H12a10 10 0 1 1 0-20Zm0 2a8 8 0 1 0 0 16h8v-8a8 8 0 0 0-8-8Zm0 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
};

/** The pages a bank's and Enamad's reviewers ask for, on every page. */
const LEGAL_LINKS = [
  { to: '/contact', label: 'تماس با ما' },
  { to: '/terms', label: 'قوانین و مقررات' },
  { to: '/privacy', label: 'حریم خصوصی' },
  { to: '/refund-policy', label: 'شرایط لغو و بازگشت وجه' },
] as const;

/**
 * The pages a review asks for, the copyright to the site's owner, their social links (only those
 * they set) and, once they set one, Enamad's seal (spec section 2, issue 29).
 */
export function Footer() {
  const profile = useSiteProfile();
  const { ownerName, social } = profile;
  const owner = ownerName || profile.siteName;
  const seal = enamadSealOf(profile);
  return (
    <Bar>
      <Inner>
        <Links aria-label="پیوندهای سایت">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </Links>
        <Copyright>{owner ? `تمامی حقوق این وب‌سایت متعلق به ${owner} است.` : 'تمامی حقوق این وب‌سایت محفوظ است.'}</Copyright>
        {social.length > 0 && (
          <Icons aria-label="شبکه‌های اجتماعی">
            {social.map((link) => (
              <li key={link.network}>
                <IconLink
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={[link.label, owner].filter(Boolean).join(' ')}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={ICON_PATHS[link.network]} />
                  </svg>
                </IconLink>
              </li>
            ))}
          </Icons>
        )}
        {seal && (
          // Enamad reads the referring origin to tell the seal is on its own site: no noreferrer here
          <a href={seal.link} target="_blank" rel="noopener" referrerPolicy="origin">
            <img src={seal.image} alt="نماد اعتماد الکترونیکی" referrerPolicy="origin" width={80} height={80} />
          </a>
        )}
      </Inner>
    </Bar>
  );
}
