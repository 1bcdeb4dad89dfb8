import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../app-state/app-state-context';

export const LOGIN_BUTTON_LABEL = 'ورود - ثبت نام';

/**
 * The signed-in visitor's dropdown (account-menu.tsx): its code comes when the avatar is first
 * pointed at, focused or opened, so no first load carries it. The avatar itself comes with the
 * app: it is taken over with the header, and the page waits for no part of the header's own.
 */
const loadAccountMenu = () => import(/* webpackChunkName: "account-menu" */ './account-menu');
const AccountMenu = lazy(loadAccountMenu);

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

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.4rem 1rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  @media (max-width: 479px) {
    padding: 0.4rem 0.7rem;
    font-size: 0.9rem;
  }
`;

/** The avatar and its dropdown for a signed-in user, the login button for everyone else. */
export function UserMenu() {
  const currentUser = useCurrentUser();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  if (!currentUser) return <LoginLink to="/login">{LOGIN_BUTTON_LABEL}</LoginLink>;
  const initial = (currentUser.firstName || currentUser.email).trim().charAt(0).toUpperCase();
  const fetchMenu = () => void loadAccountMenu().catch(() => undefined);
  return (
    <Wrapper ref={wrapper}>
      <Avatar
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="منوی حساب کاربری"
        onPointerEnter={fetchMenu}
        onFocus={fetchMenu}
        onClick={() => setOpen(!open)}
      >
        {initial}
      </Avatar>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu within={wrapper} onClose={close} />
        </Suspense>
      )}
    </Wrapper>
  );
}
