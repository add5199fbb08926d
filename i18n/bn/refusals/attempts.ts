import type { attempts as english } from '../../en/refusals/attempts';

/** Refusals of taking an exam, reviewing an attempt and an exam's score tables, in Bangla. */
export const attempts: typeof english = {
  answerList: 'উত্তর ঘরে লেখার একটি তালিকা দিতে হবে।',
  answerNotOption: 'বেছে নেওয়া উত্তরটি বিকল্পগুলোর একটি নয়।',
  answerSingle: 'উত্তর ঘরে একটিমাত্র লেখা থাকতে হবে।',
  answerTooLong: 'উত্তর %{max} অক্ষরের বেশি লম্বা হতে পারবে না।',
  submitted: 'এই প্রচেষ্টাটি জমা দেওয়া হয়ে গেছে; এর উত্তর আর বদলানো যাবে না।',
  questionNotInExam: 'প্রশ্নটি এই পরীক্ষার অংশ নয়।',
  partClosed: 'এই অংশটি বন্ধ: সময় শেষ হয়েছে বা এটি জমা দেওয়া হয়েছে। উত্তরটি সংরক্ষণ হয়নি।',
  partNotStarted: 'প্রশ্নটি এমন একটি অংশের, যা এখনো শুরু হয়নি; উত্তরটি সংরক্ষণ হয়নি।',
  noSuchPart: 'এই প্রচেষ্টায় এমন কোনো অংশ নেই।',
  submitOpenPartFirst: 'এই অংশটি এখনো শুরু হয়নি; আগে চলমান অংশটি জমা দিন।',
  notTheTaker: 'শুধু যে শিক্ষার্থী এই পরীক্ষা দিচ্ছে, সে-ই এটি করতে পারে।',
  studentsOnly: 'শুধু শিক্ষার্থীদেরই দেওয়ার মতো পরীক্ষা থাকে।',
  resultsNotReleased: 'এই পরীক্ষার ফলাফল এখনো প্রকাশ করা হয়নি।',
  notSubmittedYet: 'এই প্রচেষ্টাটি এখনো জমা দেওয়া হয়নি।',
  examClosed: 'এই পরীক্ষাটি বন্ধ, নতুন করে আর দেওয়া যাবে না।',
  noTestForm: 'এই SAT অনুশীলন পরীক্ষার কোনো টেস্ট ফর্ম নেই, তাই এটি দেওয়া যাবে না।',
  noQuestions: 'এই পরীক্ষায় এখনো কোনো প্রশ্ন নেই।',
  notOpenYet: 'এই পরীক্ষাটি শুরু হবে %{time} (ঢাকার সময়)।',
  windowEnded: 'এই পরীক্ষার সময়সীমা শেষ হয়েছে %{time} (ঢাকার সময়)।',
  tableNeedsZero: 'তালিকায় অন্তত কাঁচা স্কোর ০-এর সারিটি থাকতে হবে।',
  tableTooLong: 'তালিকায় সর্বোচ্চ %{max}টি সারি থাকতে পারে।',
  rawScore: 'কাঁচা স্কোর %{raw} হতে হবে।',
  scaledRange: 'স্কেল করা স্কোর %{min} থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  scaledFalls: 'স্কেল করা স্কোর কম কাঁচা স্কোরের স্কেল করা স্কোরের চেয়ে কম হতে পারবে না।',
};
