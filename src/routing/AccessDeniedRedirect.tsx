import { AccessDenied, Loading, useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** The dashboard's ability (read, subject Auth). */
export const DASHBOARD_ACCESS = { action: 'read', resource: 'Auth' } as const;

/**
 * react-admin sends a denied route to `/access-denied`; this sends it on to `/dashboard`. Only
 * when the dashboard is denied too (no `read Auth`) is the access-denied page shown, so there is
 * no loop.
 */
export function AccessDeniedRedirect() {
  const { canAccess, isPending } = useCanAccess(DASHBOARD_ACCESS);
  if (isPending) return <Loading />;
  return canAccess ? <Navigate to="/dashboard" replace /> : <AccessDenied />;
}
