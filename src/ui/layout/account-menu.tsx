import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_USE_CASES } from '../../core/use-cases/account/account-tokens';
import { useService } from '../services/services-context';
import { useSession } from '../app-state/app-state-context';
import { dashboardHref } from '../../core/contracts/pages/dashboard-tabs';

export const PROFILE_LINK_LABEL = 'پروفایل کاربری';
export const SIGN_OUT_LABEL = 'خروج';

const Wrapper = styled.div`
  position: relative;
`;

const Avatar = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 50;
  min-width: 200px;
  margin: 0;
  padding: 0.4rem;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  a,
  button {
    display: block;
    width: 100%;
    padding: 0.55rem 0.75rem;
    border: 0;
    border-radius: 8px;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * The avatar dropdown of a signed-in user: their profile and signing out. Loaded only when
 * someone is signed in (user-menu.tsx), so no signed-out visitor's first load carries it.
 */
export default function AccountMenu() {
  const { currentUser, dispatch } = useSession();
  const signOut = useService(ACCOUNT_USE_CASES.SignOut);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!currentUser) return null;
  const initial = (currentUser.firstName || currentUser.email).trim().charAt(0).toUpperCase();
  const onSignOut = async () => {
    setOpen(false);
    if ((await signOut.execute()).ok) {
      dispatch({ type: 'SIGN_OUT_SUCCESS' });
      void navigate('/');
    }
  };
  return (
    <Wrapper ref={wrapper}>
      <Avatar type="button" aria-haspopup="menu" aria-expanded={open} aria-label="منوی حساب کاربری" onClick={() => setOpen(!open)}>
        {initial}
      </Avatar>
      {open && (
        <Menu role="menu">
          <li role="none">
            <Link role="menuitem" to={dashboardHref('profile')} onClick={() => setOpen(false)}>
              {PROFILE_LINK_LABEL}
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={() => void onSignOut()}>
              {SIGN_OUT_LABEL}
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
