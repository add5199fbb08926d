import type { homework as english } from '../../en/refusals/homework';

/** Refusals of handing in and marking homework, in Bangla. */
export const homework: typeof english = {
  youNotEnrolled: 'এই হোমওয়ার্কের কোর্সে আপনি ভর্তি নন।',
  studentNotEnrolled: 'শিক্ষার্থী এই হোমওয়ার্কের কোর্সে ভর্তি নয়।',
  youSubmitted: 'আপনি এই হোমওয়ার্ক আগেই জমা দিয়েছেন: নতুন করে না দিয়ে আগের জমাটি বদলান।',
  studentSubmitted: 'এই শিক্ষার্থী এই হোমওয়ার্ক আগেই জমা দিয়েছে।',
  studentsOnly: 'শুধু শিক্ষার্থীরাই হোমওয়ার্ক জমা দিতে পারে।',
  marked: 'এই জমায় নম্বর দেওয়া হয়ে গেছে, এটি আর বদলানো যাবে না।',
  closed: '%{title} বন্ধ হয়ে গেছে, আর জমা নেওয়া হয় না।',
  notOpen: '%{title} এখনো জমা নেওয়ার জন্য খোলা নয়।',
  noWork: 'একটি উত্তর লিখুন বা একটি ফাইল সংযুক্ত করুন।',
  handedIn: '%{field} ঘরটি শিক্ষার্থীর নিজের, এটি বদলানো যাবে না।',
  markAboveTotal: 'নম্বর %{max}-এর বেশি হতে পারবে না।',
  studentRequired: 'শিক্ষার্থী ঘরটি পূরণ করা আবশ্যক।',
};
