import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';

/** react-admin's loading screen while a screen fetched on first use (React.lazy) arrives. */
export function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
