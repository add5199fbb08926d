import { CssBaseline } from '@mui/material';
import {
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  LoadingPage,
  Notification,
  type CoreAdminUIProps,
  type LayoutComponent,
} from 'react-admin';
import type { ComponentType } from 'react';

type AdminFrameProps = CoreAdminUIProps & {
  layout: LayoutComponent;
  loginPage: ComponentType;
};

/**
 * react-admin's `AdminUI` with the layout and the login page the app passes and its other
 * defaults. Its own defaults for those two (react-admin's Layout with its menu and bar, and the
 * Login form with its inputs and react-hook-form) are imports the bundler cannot drop, so using
 * `AdminUI` put them in the first download although the app never shows them; here the app's
 * layout and sign-in page, both fetched on first use, are the only ones.
 */
export function AdminFrame({ layout, loginPage, ...props }: AdminFrameProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        loading={LoadingPage}
        layout={layout}
        loginPage={loginPage}
        {...props}
      />
      {/* At the top: a form's Save and Delete sit at the bottom of the page, under a message
          shown there (on a phone, a toast is as wide as the screen). */}
      <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
    </CssBaseline>
  );
}
