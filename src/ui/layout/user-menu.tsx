import { lazy } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../app-state/app-state-context';
import { PagePart } from '../components/page-part';

export const LOGIN_BUTTON_LABEL = 'ورود - ثبت نام';

// a signed-in visitor's menu: its code comes only when someone is signed in
const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ './account-menu'));

/** Where the avatar comes, while its code is on its way: the header does not shift when it does. */
const AvatarSpace = styled.div`
  width: 44px;
  height: 44px;
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

/** The avatar dropdown for a signed-in user (account-menu.tsx), the login button for everyone else. */
export function UserMenu() {
  const currentUser = useCurrentUser();
  if (!currentUser) return <LoginLink to="/login">{LOGIN_BUTTON_LABEL}</LoginLink>;
  return (
    <PagePart fallback={<AvatarSpace />}>
      <AccountMenu />
    </PagePart>
  );
}
