import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../app-state/app-state-context';
import { useTakenOver } from '../components/use-taken-over';
import { ActiveLink } from './active-link';
import { Logo } from './logo';
import { LOGIN_NAV_ITEM, NAV_ITEMS } from './nav-items';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0.6rem 1rem;
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const DesktopNav = styled.nav`
  display: flex;
  gap: 0.25rem;
  @media (max-width: 1023px) {
    display: none;
  }
`;

const NavLinkStyled = styled(ActiveLink)`
  padding: 0.45rem 0.7rem;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Search = styled.div`
  flex: 1;
  min-width: 0;
  max-width: 320px;
  margin-left: auto;
  @media (max-width: 599px) {
    display: none;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
`;

const MenuButton = styled.button`
  display: none;
  width: 44px;
  height: 44px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.3rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: progress;
  }
  @media (max-width: 1023px) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

const MobileMenu = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 0.5rem 1rem 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  @media (min-width: 1024px) {
    display: none;
  }
`;

const MobileSearch = styled.div`
  margin-bottom: 0.5rem;
  @media (min-width: 600px) {
    display: none;
  }
`;

/** The site header; on dashboard paths it drops the public navigation and search. */
export function Header({ variant = 'public' }: { variant?: 'public' | 'dashboard' }) {
  const user = useCurrentUser();
  const location = useLocation();
  const ready = useTakenOver();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  if (variant === 'dashboard') {
    return (
      <Bar data-header="dashboard">
        <Inner>
          <Logo />
          <Tools>
            <NavLinkStyled to="/" end>
              بازگشت به سایت
            </NavLinkStyled>
            <ThemeToggle />
            <UserMenu />
          </Tools>
        </Inner>
      </Bar>
    );
  }

  const mobileItems = user ? NAV_ITEMS : [...NAV_ITEMS, LOGIN_NAV_ITEM];
  return (
    <Bar data-header="public">
      <Inner>
        <MenuButton
          type="button"
          // it opens a menu drawn by the app: not ready, visibly, until the app has taken the page over
          disabled={!ready}
          aria-label="منوی سایت"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">☰</span>
        </MenuButton>
        <Logo />
        <DesktopNav aria-label="پیوندهای اصلی">
          {NAV_ITEMS.map((item) => (
            <NavLinkStyled key={item.to} to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLinkStyled>
          ))}
        </DesktopNav>
        <Search>
          <SearchBox />
        </Search>
        <Tools>
          <ThemeToggle />
          <UserMenu />
        </Tools>
      </Inner>
      {menuOpen && (
        <MobileMenu id="mobile-menu" aria-label="منوی سایت">
          <MobileSearch>
            <SearchBox />
          </MobileSearch>
          {mobileItems.map((item) => (
            // closes at the tap, not when the next page has loaded (or at all, for the page already open)
            <NavLinkStyled key={item.to} to={item.to} end={item.to === '/'} onClick={() => setMenuOpen(false)}>
              {item.label}
            </NavLinkStyled>
          ))}
        </MobileMenu>
      )}
    </Bar>
  );
}
