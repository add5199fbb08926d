import type { billing as english } from '../../en/refusals/billing';

/** Refusals of tutor billing: working hours, overtime and pay runs, in Bangla. */
export const billing: typeof english = {
  payRunFinal: 'পরিশোধিত বেতন-রান বদলানো, মোছা বা আবার অপরিশোধিত করা যায় না।',
  theTutor: 'শিক্ষক',
  alreadyPaid: '%{name}-এর %{period} মাসের বেতন %{date} তারিখে আগেই দেওয়া হয়েছে।',
  alreadyHasRun: '%{name}-এর %{period} মাসের একটি বেতন-রান আগে থেকেই আছে।',
  unpriced: '%{dates} তারিখে শিক্ষকের রেট ছাড়া ঘণ্টা আছে: আগে শিক্ষকের রেট ঠিক করুন।',
  periodFormat: 'সময়কালটি YYYY-MM আকারে লেখা একটি মাস হতে হবে।',
  nothingToPay: '%{period} মাসে %{name}-এর কোনো অনুমোদিত, অপরিশোধিত ঘণ্টা নেই।',
  keepsTutorAndMonth: 'বেতন-রানের শিক্ষক ও মাস বদলানো যায় না: এটি মুছে একটি নতুন বেতন-রান তৈরি করুন।',
  advanceTooHigh: 'অগ্রিম মাসের বেতনের চেয়ে বেশি।',
  overtimeLocked: 'এই ওভারটাইম একটি বেতন-রানের অংশ, তাই বদলানো বা মোছা যাবে না।',
  hoursLocked: 'এই সারিটি একটি বেতন-রানের অংশ, তাই বদলানো বা মোছা যাবে না।',
  onlyAdminDecidesOvertime: 'শুধু একজন অ্যাডমিনিস্ট্রেটর ওভারটাইম অনুমোদন বা বাতিল করতে পারেন।',
  onlyAdminDecidesHours: 'শুধু একজন অ্যাডমিনিস্ট্রেটর ঘণ্টা অনুমোদন বা প্রত্যাখ্যান করতে পারেন।',
  noOvertimeRate: 'শিক্ষকের এখনো কোনো ওভারটাইম রেট নেই; একজন অ্যাডমিনিস্ট্রেটর কর্মীর তথ্যে তা ঠিক করেন।',
  noOvertimeRateYet: 'শিক্ষকের এখনো কোনো ওভারটাইম রেট নেই।',
  noWeeklyHours:
    'শিক্ষকের এখনো কোনো চুক্তিভিত্তিক সাপ্তাহিক ঘণ্টা নেই; একজন অ্যাডমিনিস্ট্রেটর কর্মীর তথ্যে তা ঠিক করেন।',
  eligibilityOwn:
    'ওই সপ্তাহে আপনি %{worked} কাজ করেছেন, চুক্তি %{contracted} এবং আগেই অনুরোধ করা হয়েছে %{requested}: বাকি আছে %{remaining}।',
  eligibilityTutor:
    'ওই সপ্তাহে শিক্ষক %{worked} কাজ করেছেন, চুক্তি %{contracted} এবং আগেই অনুরোধ করা হয়েছে %{requested}: বাকি আছে %{remaining}।',
  tooMuchOvertime: '%{eligibility} %{minutes} অনুরোধ করা যাবে না।',
  weekStartDate: 'সপ্তাহের শুরু একটি তারিখ হতে হবে।',
  weekStartSaturday: 'সপ্তাহের শুরু অবশ্যই শনিবার হতে হবে, কেন্দ্রের সপ্তাহের প্রথম দিন।',
  overlapsSession: 'এটি %{date} তারিখে শিক্ষকের %{from}–%{to} সময়ের ক্লাসের সাথে মিলে যায়।',
  overlapsEntry: 'এটি %{date} তারিখে শিক্ষকের %{from}–%{to} সময়ের এন্ট্রির সাথে মিলে যায়।',
  notTakenPlace: 'যে ক্লাস এখনো হয়নি তা সম্পন্ন করা যায় না।',
  endBeforeStart: 'শেষের তারিখ শুরুর তারিখের দিন বা তার পরে হতে হবে।',
};
