import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { lazyNamed, OnDemand } from '../../routing';

// Fetched on first use: a signed-in user never needs them, a visitor needs one of them.
const SignInPage = lazyNamed(() => import('./SignInPage'), 'SignInPage');
const SignUpPage = lazyNamed(() => import('./SignUpPage'), 'SignUpPage');
const ForgotPasswordPage = lazyNamed(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('./ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('./VerifyEmailPage'), 'VerifyEmailPage');
const ConfirmEmailPage = lazyNamed(() => import('./ConfirmEmailPage'), 'ConfirmEmailPage');

/** The sign-in page for `<Admin loginPage>`, with the loading screen while it arrives. */
export function SignInScreen() {
  return (
    <OnDemand>
      <SignInPage />
    </OnDemand>
  );
}

const page = (key: string, path: string, element: ReactElement) => (
  <Route key={key} path={path} element={<OnDemand>{element}</OnDemand>} />
);

/** The auth routes, for `<CustomRoutes noLayout>{authRoutes}</CustomRoutes>` (no login needed). */
export const authRoutes = [
  page('signin', '/auth/signin', <SignInPage />),
  page('signup', '/auth/signup', <SignUpPage />),
  page('forgot', '/auth/forgot-password', <ForgotPasswordPage />),
  page('reset', '/auth/reset-password', <ResetPasswordPage />),
  page('verify', '/auth/verify-email', <VerifyEmailPage />),
  page('confirm-email', '/auth/confirm-email', <ConfirmEmailPage />),
];
