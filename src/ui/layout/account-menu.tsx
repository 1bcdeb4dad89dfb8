import { useEffect, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_USE_CASES } from '../../core/use-cases/account/account-tokens';
import { useService } from '../services/services-context';
import { useSession } from '../app-state/app-state-context';
import { dashboardHref } from '../../core/contracts/pages/dashboard-tabs';

export const PROFILE_LINK_LABEL = 'پروفایل کاربری';
export const SIGN_OUT_LABEL = 'خروج';

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

export interface AccountMenuProps {
  /** the avatar and the menu: a press outside it closes the menu */
  within: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * The open avatar dropdown of a signed-in user: their profile and signing out. Loaded only when
 * it is first wanted (user-menu.tsx), so no visitor's first load carries it. Escape or a press
 * outside the avatar closes it.
 */
export default function AccountMenu({ within, onClose }: AccountMenuProps) {
  const { dispatch } = useSession();
  const signOut = useService(ACCOUNT_USE_CASES.SignOut);
  const navigate = useNavigate();

  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !within.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [within, onClose]);

  const onSignOut = async () => {
    onClose();
    if ((await signOut.execute()).ok) {
      dispatch({ type: 'SIGN_OUT_SUCCESS' });
      void navigate('/');
    }
  };
  return (
    <Menu role="menu">
      <li role="none">
        <Link role="menuitem" to={dashboardHref('profile')} onClick={onClose}>
          {PROFILE_LINK_LABEL}
        </Link>
      </li>
      <li role="none">
        <button role="menuitem" type="button" onClick={() => void onSignOut()}>
          {SIGN_OUT_LABEL}
        </button>
      </li>
    </Menu>
  );
}
