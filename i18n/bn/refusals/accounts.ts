import type { accounts as english } from '../../en/refusals/accounts';

/**
 * Refusals of signing in, signing up, the one-time links (e-mail verification, password reset, a
 * new e-mail address), of a person's account (its e-mail and role) and of an affiliate's
 * referral code, in Bangla.
 */
export const accounts: typeof english = {
  invalidLogin: 'ই-মেইল / পাসওয়ার্ডের এই জোড়াটি সঠিক নয়',
  emailRequired: 'ই-মেইল দেওয়া আবশ্যক।',
  passwordRequired: 'পাসওয়ার্ড দেওয়া আবশ্যক।',
  emailTaken: 'এই ই-মেইল আগেই নেওয়া হয়েছে।',
  noActiveRole: 'এই অ্যাকাউন্টকে দেওয়ার মতো কোনো সক্রিয় %{kind} রোল নেই।',
  firstNameRequired: 'নামের প্রথম অংশ দেওয়া আবশ্যক।',
  emailInvalid: 'ই-মেইল একটি সঠিক ই-মেইল ঠিকানা হতে হবে।',
  passwordMin: 'পাসওয়ার্ডে অন্তত %{min}টি অক্ষর থাকতে হবে।',
  passwordMax: 'পাসওয়ার্ডে %{max}টির বেশি অক্ষর থাকতে পারবে না।',
  passwordConfirmation: 'পাসওয়ার্ডের নিশ্চিতকরণ মেলেনি।',
  signUpClosed: 'সাইন আপ বন্ধ: কোনো সক্রিয় শিক্ষার্থী রোল নেই।',
  invalidLink: 'লিংকটি সঠিক নয়',
  referralCode: 'রেফারেল কোড এই অক্ষরগুলোর ৪ থেকে ২০টি দিয়ে হতে হবে: %{alphabet}।',
};
