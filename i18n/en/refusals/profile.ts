/** Refusals of a user's own profile (password and e-mail changes), in English. */
export const profile = {
  currentPasswordRequired: 'The current password field is required.',
  wrongCurrentPassword: 'The current password is incorrect.',
  passwordRequired: 'The password field is required.',
  passwordMismatch: 'The password field confirmation does not match.',
  emailRequired: 'The email field is required.',
  emailInvalid: 'The email field must be a valid email address.',
  emailTooLong: 'The email field must not be greater than %{max} characters.',
  sameEmail: 'This is already your e-mail address.',
  emailTaken: 'The email has already been taken.',
};
