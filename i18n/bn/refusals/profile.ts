import type { profile as english } from '../../en/refusals/profile';

/** Refusals of a user's own profile (password and e-mail changes), in Bangla. */
export const profile: typeof english = {
  currentPasswordRequired: 'বর্তমান পাসওয়ার্ড ঘরটি পূরণ করা আবশ্যক।',
  wrongCurrentPassword: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
  passwordRequired: 'পাসওয়ার্ড ঘরটি পূরণ করা আবশ্যক।',
  passwordMismatch: 'পাসওয়ার্ড নিশ্চিতকরণ মেলেনি।',
  emailRequired: 'ই-মেইল ঘরটি পূরণ করা আবশ্যক।',
  emailInvalid: 'ই-মেইল ঘরে একটি সঠিক ই-মেইল ঠিকানা দিন।',
  emailTooLong: 'ই-মেইল ঘরে %{max} অক্ষরের বেশি থাকতে পারবে না।',
  sameEmail: 'এটি আগে থেকেই আপনার ই-মেইল ঠিকানা।',
  emailTaken: 'এই ই-মেইল ঠিকানাটি আগেই নেওয়া হয়েছে।',
};
