import type { attendance as english } from '../../en/refusals/attendance';

/** Refusals of attendance taking, in Bangla. */
export const attendance: typeof english = {
  wasCancelled: '%{date} তারিখের ক্লাসটি বাতিল হয়েছিল।',
  notStartedYet: '%{date} তারিখের ক্লাসটি এখনো শুরু হয়নি: ক্লাস শুরু হলে হাজিরা নেওয়া হয়।',
  onlyOwnClasses: 'আপনি শুধু নিজের নেওয়া ক্লাসের হাজিরা নিতে পারেন।',
  notEnrolled: '%{student} %{course} কোর্সে ভর্তি নয়।',
  theStudent: 'শিক্ষার্থী',
  alreadyRecorded: 'এই ক্লাসে এই শিক্ষার্থীর হাজিরা আগেই নেওয়া হয়েছে।',
  entriesList: 'entries ঘরে একটি তালিকা দিন।',
  tooManyEntries: 'একবারে সর্বোচ্চ %{max}টি এন্ট্রি পাঠানো যায়।',
  studentTwice: 'শিক্ষার্থী একাধিকবার আছে।',
};
