import { Navigate, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH, session } from '../providers/auth';
import { nextFromSearch } from './nextPath';

/**
 * The root `/`: a signed-in user goes on to `next` or the dashboard; a visitor goes to
 * the sign-in page, carrying `next` so the login can return there.
 */
export function IndexRedirect() {
  const { search } = useLocation();
  const next = nextFromSearch(search);
  if (session.getToken()) return <Navigate to={next ?? '/dashboard'} replace />;
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  return <Navigate to={`${SIGN_IN_PATH}${query}`} replace />;
}
