import type { LayoutProps } from 'react-admin';
import { lazyNamed, OnDemand } from '../routing';

const AppLayout = lazyNamed(() => import('./AppLayout'), 'AppLayout');

/**
 * The app's layout for `<Admin layout>`, fetched when first shown: the sign-in and other pages
 * without layout never need it (nor its menu, bar, notifications and realtime connection).
 */
export function LayoutScreen(props: LayoutProps) {
  return (
    <OnDemand>
      <AppLayout {...props} />
    </OnDemand>
  );
}
