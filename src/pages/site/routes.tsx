import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';
import { settingScreenNames, settingScreenPath } from '../../../schema';
import { RequireAbility } from '../../routing';

const SettingsScreenPage = lazy(() =>
  import('./settings/SettingsScreenPage').then((m) => ({ default: m.SettingsScreenPage })),
);
const HomePageEditor = lazy(() =>
  import('./home/HomePageEditor').then((m) => ({ default: m.HomePageEditor })),
);

/** The home page editor and the settings screens, each behind the ability to change them. */
export const siteRoutes = [
  <Route
    key="homepage"
    path="/homepage"
    element={
      <RequireAbility action="update" subject="HomeSection">
        <Suspense fallback={<Loading />}>
          <HomePageEditor />
        </Suspense>
      </RequireAbility>
    }
  />,
  ...settingScreenNames.map((screen) => (
    <Route
      key={screen}
      path={settingScreenPath(screen)}
      element={
        <RequireAbility action="update" subject="Setting">
          <Suspense fallback={<Loading />}>
            <SettingsScreenPage screen={screen} />
          </Suspense>
        </RequireAbility>
      }
    />
  )),
];
