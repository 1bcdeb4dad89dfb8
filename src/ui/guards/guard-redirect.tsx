import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTakenOver } from '../components/use-taken-over';
import { loginPathFor, ACCESS_REFUSAL_MESSAGES, type AccessRefusal } from '../../core/domain/access-refusal';

/**
 * Where a failed guard sends the visitor: /login, which says why when they are signed in but
 * may not see the page, and brings them back here after signing in. Until the app moves them
 * (and in a page the server drew) the reason and a real link to /login are on the page.
 */
export function GuardRedirect({ refusal }: { refusal: AccessRefusal | null }) {
  const location = useLocation();
  // a page the server draws cannot move the visitor: the app does, once it has taken the page over
  const moving = useTakenOver();
  const to = refusal ? loginPathFor(refusal) : '/login';
  return (
    <>
      {moving && <Navigate to={to} replace state={{ from: `${location.pathname}${location.search}` }} />}
      {refusal && (
        <p role="status">
          {ACCESS_REFUSAL_MESSAGES[refusal]} <Link to={to}>ورود</Link>
        </p>
      )}
    </>
  );
}
