import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';

interface RequireAbilityProps {
  action: string;
  /** A page subject (`Auth`, `Student`…) or a resource key. */
  subject: string;
  children: ReactNode;
}

/**
 * The route-permission check for custom pages (resources get it from react-admin):
 * without the ability, on to `/access-denied`, which sends the user to the dashboard.
 */
export function RequireAbility({ action, subject, children }: RequireAbilityProps) {
  const { canAccess, isPending } = useCanAccess({ action, resource: subject });
  if (isPending) return <Loading />;
  return canAccess ? <>{children}</> : <Navigate to="/access-denied" replace />;
}
