import type { exams as english } from '../../en/refusals/exams';

/** Refusals of exam authoring, in Bangla. */
export const exams: typeof english = {
  satNeedsForm: 'SAT অনুশীলন পরীক্ষার জন্য একটি SAT টেস্ট ফর্ম লাগবে।',
  regularHasNoForm: 'শুধু SAT অনুশীলন পরীক্ষারই SAT টেস্ট ফর্ম থাকে: ঘরটি খালি রাখুন।',
  fixedNeedsOpening: 'নির্দিষ্ট সময়ের পরীক্ষার জন্য শুরুর সময় লাগবে।',
  fixedNeedsClosing: 'নির্দিষ্ট সময়ের পরীক্ষার জন্য শেষের সময় লাগবে।',
  closesBeforeOpening: 'শেষের সময় শুরুর সময়ের পরে হতে হবে।',
  totalBelowPass: 'মোট নম্বর পাস নম্বরের চেয়ে কম হতে পারবে না।',
  passAboveTotal: 'পাস নম্বর মোট নম্বরের চেয়ে বেশি হতে পারবে না।',
  typeFrozen: 'পরীক্ষাটিতে প্রশ্ন আছে: এর ধরন বদলানোর আগে প্রশ্নগুলো মুছে ফেলুন।',
  formFrozen: 'পরীক্ষাটিতে প্রশ্ন আছে: এর SAT টেস্ট ফর্ম বদলানোর আগে প্রশ্নগুলো মুছে ফেলুন।',
};
