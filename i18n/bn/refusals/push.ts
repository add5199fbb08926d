import type { push as english } from '../../en/refusals/push';

/** Refusals of turning browser notifications on and off, in Bangla. */
export const push: typeof english = {
  turnedOff: 'এখানে ব্রাউজার নোটিফিকেশন বন্ধ করা আছে।',
  endpointRequired: 'endpoint ঘরটি পূরণ করা আবশ্যক।',
  endpointTooLong: 'endpoint %{max} অক্ষরের বেশি হতে পারবে না।',
  endpointNotHttps: 'endpoint একটি https ঠিকানা হতে হবে।',
  keysRequired: 'keys ঘরটি পূরণ করা আবশ্যক।',
  keyRequired: '%{name} কী দেওয়া আবশ্যক।',
  keyInvalid: '%{name} কী পুশ সাবস্ক্রিপশনের সঠিক কী নয়।',
  unknownService: 'endpoint কোনো পরিচিত পুশ সার্ভিসের নয়।',
};
