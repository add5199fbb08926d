import { Route } from 'react-router';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/** The auth routes, for `<CustomRoutes noLayout>{authRoutes}</CustomRoutes>` (no login needed). */
export const authRoutes = [
  <Route key="signin" path="/auth/signin" element={<SignInPage />} />,
  <Route key="signup" path="/auth/signup" element={<SignUpPage />} />,
  <Route key="forgot" path="/auth/forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="reset" path="/auth/reset-password" element={<ResetPasswordPage />} />,
  <Route key="verify" path="/auth/verify-email" element={<VerifyEmailPage />} />,
];
