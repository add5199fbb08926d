/**
 * Refusals of signing in, of a person's account (its e-mail and role) and of an affiliate's
 * referral code, in English.
 */
export const accounts = {
  invalidLogin: 'The email / password combination is invalid',
  emailRequired: 'The email field is required.',
  passwordRequired: 'The password field is required.',
  emailTaken: 'The email has already been taken.',
  noActiveRole: 'There is no active %{kind} role to give this account.',
  referralCode: 'The referral code must be 4 to 20 of these characters: %{alphabet}.',
};
