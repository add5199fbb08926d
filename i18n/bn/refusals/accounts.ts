import type { accounts as english } from '../../en/refusals/accounts';

/**
 * Refusals of signing in, of a person's account (its e-mail and role) and of an affiliate's
 * referral code, in Bangla.
 */
export const accounts: typeof english = {
  invalidLogin: 'ই-মেইল / পাসওয়ার্ডের এই জোড়াটি সঠিক নয়',
  emailRequired: 'ই-মেইল দেওয়া আবশ্যক।',
  passwordRequired: 'পাসওয়ার্ড দেওয়া আবশ্যক।',
  emailTaken: 'এই ই-মেইল আগেই নেওয়া হয়েছে।',
  noActiveRole: 'এই অ্যাকাউন্টকে দেওয়ার মতো কোনো সক্রিয় %{kind} রোল নেই।',
  referralCode: 'রেফারেল কোড এই অক্ষরগুলোর ৪ থেকে ২০টি দিয়ে হতে হবে: %{alphabet}।',
};
