import { Route } from 'react-router-dom';
import { lazyNamed, OnDemand } from '../../routing';

const ProfilePage = lazyNamed(() => import('./ProfilePage'), 'ProfilePage');

/** /user/edit: every signed-in user's own profile, whatever their abilities. */
export const profileRoutes = [
  <Route
    key="own-profile"
    path="/user/edit"
    element={
      <OnDemand>
        <ProfilePage />
      </OnDemand>
    }
  />,
];
