import type { imports as english } from '../../en/refusals/imports';

/**
 * Refusals of the CSV imports (students, answer sheets) and of a student import's rows, in
 * Bangla.
 */
export const imports: typeof english = {
  fileRequired: 'একটি ফাইল দেওয়া আবশ্যক।',
  dryRunFlag: 'ড্রাই রান ঘরের মান ১ বা ০ হতে হবে।',
  notUtf8: 'ফাইলটি UTF-8 লেখা হতে হবে: স্প্রেডশিট থেকে "CSV UTF-8" হিসেবে সংরক্ষণ করুন।',
  notCsv: 'ফাইলটি সঠিক CSV নয়: %{reason}',
  empty: 'ফাইলটি খালি।',
  tooLarge: 'ফাইলটি %{kilobytes} কিলোবাইটের বেশি হতে পারবে না।',
  noStudents: 'ফাইলটিতে শিরোনামের সারি আছে, কিন্তু কোনো শিক্ষার্থী নেই।',
  tooManyRows: 'ফাইলটিতে %{max}টির বেশি সারি থাকতে পারবে না (এতে আছে %{count}টি)।',
  repeatedColumn: '"%{column}" কলামটি শিরোনামের সারিতে একাধিকবার আছে।',
  mappingRequired: 'কলাম মেলানো (mapping) ঘরটি পূরণ করা আবশ্যক।',
  mappingNotObject: 'কলাম মেলানো (mapping) ঘরটি "ঘর: কলাম" জোড়ার একটি অবজেক্ট হতে হবে।',
  unknownTarget: '"%{target}" এমন কোনো ঘর নয় যা ইমপোর্ট পূরণ করতে পারে।',
  noSuchColumn: 'ফাইলটিতে "%{column}" নামে কোনো কলাম নেই।',
  columnRequired: '%{target} এর জন্য একটি কলাম বেছে নিতে হবে।',
  nothingImported: 'কিছুই ইমপোর্ট হয়নি: %{total}টি সারির মধ্যে %{failed}টিতে ত্রুটি আছে।',
  genderInvalid: 'বেছে নেওয়া লিঙ্গটি সঠিক নয়।',
  courseInvalid: 'বেছে নেওয়া কোর্সটি সঠিক নয়।',
  courseAmbiguous: '"%{course}" নামে একাধিক কোর্স আছে: এর বদলে কোর্সের আইডি লিখুন।',
  courseWithStartDate: 'শুরুর তারিখ দিলে কোর্সও দিতে হবে।',
};
