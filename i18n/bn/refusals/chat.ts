import type { chat as english } from '../../en/refusals/chat';

/** Refusals of sending a chat message and of a conversation's paging, in Bangla. */
export const chat: typeof english = {
  notAccepted: '%{field} ঘরটি গ্রহণ করা হয় না।',
  textString: 'বার্তাটি লেখা হতে হবে।',
  textTooLong: 'বার্তায় %{max} অক্ষরের বেশি থাকতে পারবে না।',
  attachmentFile: 'সংযুক্তি একটি ফাইল হতে হবে।',
  empty: 'একটি বার্তা লিখুন বা একটি ফাইল সংযুক্ত করুন।',
  perPage: 'প্রতি পাতার সংখ্যা (per_page) ১ থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  before: 'before ১ থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
};
