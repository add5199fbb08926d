/**
 * Refusals of signing in, signing up, the one-time links (e-mail verification, password reset, a
 * new e-mail address), of a person's account (its e-mail and role) and of an affiliate's
 * referral code, in English.
 */
export const accounts = {
  invalidLogin: 'The email / password combination is invalid',
  emailRequired: 'The email field is required.',
  passwordRequired: 'The password field is required.',
  emailTaken: 'The email has already been taken.',
  noActiveRole: 'There is no active %{kind} role to give this account.',
  firstNameRequired: 'The first name field is required.',
  emailInvalid: 'The email field must be a valid email address.',
  passwordMin: 'The password field must be at least %{min} characters.',
  passwordMax: 'The password field must not be greater than %{max} characters.',
  passwordConfirmation: 'The password field confirmation does not match.',
  signUpClosed: 'Sign-up is closed: no student role is active.',
  invalidLink: 'The action link is invalid',
  referralCode: 'The referral code must be 4 to 20 of these characters: %{alphabet}.',
};
