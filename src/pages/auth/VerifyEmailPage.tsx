import { OneTimeLinkPage } from './OneTimeLinkPage';

/** /auth/verify-email?token=…: the link mailed at sign-up or on asking to verify an address. */
export const VerifyEmailPage = () => (
  <OneTimeLinkPage
    path="email/verify"
    titleKey="app.auth.verify.title"
    doneKey="app.auth.verify.done"
  />
);
