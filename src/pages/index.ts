// Pages for App.tsx:
//   <Admin catchAll={NotFoundPage} error={ErrorPage} loginPage={SignInPage} ...>
//     <CustomRoutes noLayout>{authRoutes}</CustomRoutes>   // /auth/signin, signup, forgot-password,
//                                                          // reset-password, verify-email
//     <CustomRoutes>{pageRoutes}</CustomRoutes>            // /dashboard (read/Auth), /admin/student/import
// ErrorPage is also the layout's error component (set by AppLayout).
export { authRoutes } from './auth/authRoutes';
export { AuthLayout } from './auth/AuthLayout';
export { SignInPage } from './auth/SignInPage';
export { SignUpPage } from './auth/SignUpPage';
export { ForgotPasswordPage } from './auth/ForgotPasswordPage';
export { ResetPasswordPage } from './auth/ResetPasswordPage';
export { VerifyEmailPage } from './auth/VerifyEmailPage';
export { NotFoundPage } from './errors/NotFoundPage';
export { ErrorPage } from './errors/ErrorPage';
export { DashboardPage } from './dashboard/DashboardPage';
export { pageRoutes } from './routes';
export { examFocusRoutes } from './exams/routes';
