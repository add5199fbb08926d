/**
 * E-mails the server sends, in English: `…Subject` is the subject line, `…Text` the plain-text
 * body. An e-mail is worded in its recipient's language (docs/DOMAIN.md "Language of notices and
 * e-mails").
 */
export const mail = {
  verifySubject: 'Verify your e-mail address',
  verifyText:
    'Hello %{name},\n\nPlease confirm your e-mail address by opening this link within 7 days:\n%{link}\n',
  signUpTriedSubject: 'Someone tried to sign up with your e-mail address',
  signUpTriedText:
    'Hello %{name},\n\nSomeone just tried to create an account with this e-mail address, which already has one. If it was you, sign in:\n%{signIn}\n\nIf you do not remember your password, choose a new one:\n%{forgot}\n\nIf it was not you, ignore this e-mail: nothing has changed.\n',
  resetSubject: 'Reset your password',
  resetText:
    'Hello %{name},\n\nOpen this link within %{minutes} minutes to choose a new password:\n%{link}\n\nIf you did not ask for this, ignore this e-mail.\n',
  confirmEmailSubject: 'Confirm your new e-mail address',
  confirmEmailText:
    'Hello %{name},\n\nYou asked to sign in to Academy Admin with this e-mail address. Open this link within 24 hours to confirm it:\n%{link}\n\nUntil then you sign in with your old address. If you did not ask for this, ignore this e-mail.\n',
  emailChangingSubject: 'Your sign-in e-mail address is being changed',
  emailChangingText:
    'Hello %{name},\n\nSomeone signed in to your account asked to change its e-mail address. A confirmation link was sent to the new address; nothing changes until it is opened.\n\nIf it was not you, sign in and change your password:\n%{link}\n',
  emailTakenSubject: 'Someone tried to use your e-mail address',
  emailTakenText:
    'Hello,\n\nSomeone asked to move another Academy Admin account to this e-mail address, which already has an account. Nothing has changed. If it was you, sign in with this address instead:\n%{link}\n',
  payRunText:
    'Dear %{name},\n\nYour pay for %{period} was paid on %{paidAt}.\nHours: %{hours}. Net pay: %{total}.\n\nYour payslip: %{link}',
  // A profile made without a password: its new account's link to choose one.
  inviteSubject: 'Your Academy Admin account',
  inviteText:
    'Hello %{name},\n\nAn account has been made for you. Open this link within %{days} days to choose your password:\n%{link}\n',
  // An admin's reply to a contact request: `message` is the admin's text and `original` the
  // sender's, both as typed; the subject is used when the admin gives none.
  contactReplySubject: 'Re: %{subject}',
  contactReplyText: 'Dear %{name},\n\n%{message}\n\n— Your message —\n%{original}\n',
  // A job application's new status: `status` is one of the sentences below; `title` the job's.
  applicationSubject: 'Your application for %{title}',
  applicationText: 'Dear %{name},\n\nYour application for %{title} is %{status}.\n\n%{centre}\n',
  applicationJobGone: 'the position',
  applicationApplied: 'received and waiting for review',
  applicationPreSelected: 'pre-selected: we would like to know more',
  applicationInterviewing: 'at the interview stage: we will contact you to arrange it',
  applicationSelected:
    'successful: you have been selected, and we will be in touch about next steps',
  applicationRejected: 'not taken further this time; thank you for your interest',
  applicationUpdated: 'updated',
};
