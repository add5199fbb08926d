// Pages for App.tsx:
//   <AdminFrame catchAll={NotFoundScreen} error={ErrorPage} loginPage={SignInScreen} ...>
//     <CustomRoutes noLayout>{authRoutes}</CustomRoutes>   // /auth/signin, signup, forgot-password,
//                                                          // reset-password, verify-email
//     <CustomRoutes>{pageRoutes}</CustomRoutes>            // /dashboard (read/Auth), /admin/student/import
// ErrorPage is also the layout's error component (set by AppLayout). Every page but ErrorPage is
// fetched on first use: only what the app's frame needs is in its first download. ErrorPage
// stays in it, since it must show even when a download fails.
export { authRoutes, SignInScreen } from './auth/authRoutes';
export { NotFoundScreen } from './errors/NotFoundScreen';
export { ErrorPage } from './errors/ErrorPage';
export { pageRoutes } from './routes';
export { examFocusRoutes } from './exams/routes';
export { publicPaymentRoutes } from './payments/routes';
