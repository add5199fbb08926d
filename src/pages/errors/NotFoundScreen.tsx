import { lazyNamed, OnDemand } from '../../routing';

const NotFoundPage = lazyNamed(() => import('./NotFoundPage'), 'NotFoundPage');

/** The not-found page for `<Admin catchAll>`, fetched when first needed. */
export function NotFoundScreen() {
  return (
    <OnDemand>
      <NotFoundPage />
    </OnDemand>
  );
}
