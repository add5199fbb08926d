import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';

/** An in-app link styled as text, keeping the locale basename. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={LinkBase} to={to} underline="hover">
      {children}
    </Link>
  );
}
