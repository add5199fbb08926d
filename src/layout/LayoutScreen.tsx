import type { LayoutProps } from 'react-admin';
import { lazyNamed, OnDemand } from '../routing';

const loadAppLayout = () => import('./AppLayout');
const AppLayout = lazyNamed(loadAppLayout, 'AppLayout');

/**
 * Starts the layout's download before the app renders, for a visit that will show it (signed
 * in), so it arrives alongside the texts instead of after them. A failure is left to the
 * layout's own render, which fetches it again and reports it there.
 */
export function preloadLayout(): void {
  loadAppLayout().catch(() => undefined);
}

/**
 * The app's layout for `<AdminFrame layout>`, fetched when first shown: the sign-in and other pages
 * without layout never need it (nor its menu, bar, notifications and realtime connection).
 */
export function LayoutScreen(props: LayoutProps) {
  return (
    <OnDemand>
      <AppLayout {...props} />
    </OnDemand>
  );
}
