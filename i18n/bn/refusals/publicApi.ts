import type { publicApi as english } from '../../en/refusals/publicApi';

/** Refusals of the public API's list queries and the replies to its forms, in Bangla. */
export const publicApi: typeof english = {
  page: 'পাতা ১ থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  perPage: 'প্রতি পাতার সংখ্যা ১ থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  filterShape: 'ফিল্টারে ঘরের নাম দিতে হবে: filter[field]=value।',
  filterNotAllowed: '%{name} দিয়ে ফিল্টার করা যায় না।',
  filterInvalid: '%{name} ফিল্টারটি সঠিক নয়।',
  parameterNotAllowed: '%{name} প্যারামিটারটি গ্রহণযোগ্য নয়।',
  replySubjectTooLong: 'বিষয় ১৯০টির বেশি অক্ষরের হতে পারবে না।',
  replyMessageRequired: 'বার্তা ঘরটি পূরণ করা আবশ্যক।',
  replyMessageTooLong: 'বার্তা ১০০০০টির বেশি অক্ষরের হতে পারবে না।',
};
