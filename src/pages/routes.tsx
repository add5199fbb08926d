import { Route } from 'react-router';
import { RequireAbility } from '../routing';
import { DashboardPage } from './dashboard/DashboardPage';
import { peopleRoutes } from './people/routes';

/**
 * Custom pages inside the default layout, each behind its ability (SPEC 2 sidebar: dashboard is
 * read/Auth). For `<CustomRoutes>{pageRoutes}</CustomRoutes>`.
 */
export const pageRoutes = [
  <Route
    key="dashboard"
    path="/dashboard"
    element={
      <RequireAbility action="read" subject="Auth">
        <DashboardPage />
      </RequireAbility>
    }
  />,
  ...peopleRoutes,
];
