import { OneTimeLinkPage } from './OneTimeLinkPage';

/** /auth/confirm-email?token=…: the link mailed to a new sign-in address. */
export const ConfirmEmailPage = () => (
  <OneTimeLinkPage
    path="user/email/confirm"
    titleKey="app.profile.email.confirm_title"
    doneKey="app.profile.email.confirmed"
  />
);
