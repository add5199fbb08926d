import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { OnDemand } from './OnDemand';
import { RequireAbility } from './RequireAbility';

/**
 * A custom page behind `read` on its subject (the route guard), whose component is fetched on
 * first use (`lazy`): the loading screen shows until it arrives.
 */
export const lazyPageRoute = (path: string, subject: string, page: ReactElement) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAbility action="read" subject={subject}>
        <OnDemand>{page}</OnDemand>
      </RequireAbility>
    }
  />
);
