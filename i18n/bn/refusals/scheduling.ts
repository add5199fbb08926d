import type { scheduling as english } from '../../en/refusals/scheduling';

/** Refusals of the timetable, its dated sessions and the requests to cancel a class, in Bangla. */
export const scheduling: typeof english = {
  alreadyDecided: 'এই অনুরোধের সিদ্ধান্ত আগেই নেওয়া হয়েছে।',
  centreClosed: '%{date} তারিখে কেন্দ্র বন্ধ (%{holiday})।',
  noClassOn: '%{date} তারিখে এই রুটিনে কোনো ক্লাস নেই।',
  alreadyCancelled: '%{date} তারিখের ক্লাসটি আগেই বাতিল হয়েছে।',
  alreadyHeld: '%{date} তারিখের ক্লাসটি আগেই হয়ে গেছে।',
  dateInPast: 'তারিখটি আজ বা তার পরের কোনো দিন হতে হবে।',
  alreadyStarted: '%{date} তারিখের ক্লাসটি আগেই শুরু হয়ে গেছে।',
  onlyOwnClasses: 'আপনি শুধু নিজের নেওয়া ক্লাস বাতিলের অনুরোধ করতে পারেন।',
  onlyEnrolledClasses: 'আপনি শুধু যে কোর্সে ভর্তি আছেন তার ক্লাস বাতিলের অনুরোধ করতে পারেন।',
  onlyChildrensClasses: 'আপনি শুধু আপনার সন্তানদের কোর্সের ক্লাস বাতিলের অনুরোধ করতে পারেন।',
  mayNotCancel: 'এই ক্লাস বাতিলের অনুরোধ আপনি করতে পারেন না।',
  replacementTeachesAlready: 'বদলি শিক্ষক এই ক্লাসটি আগে থেকেই নিচ্ছেন।',
  requestWaiting: 'এই ক্লাস বাতিলের একটি অনুরোধ আগে থেকেই সিদ্ধান্তের অপেক্ষায় আছে।',
  wrongDay: 'তারিখটি অবশ্যই একটি %{day} হতে হবে, যেদিন এই ক্লাস হয়।',
  outsidePeriod: 'তারিখটি রুটিনের মেয়াদের মধ্যে হতে হবে (%{from} থেকে)।',
  outsideBoundedPeriod: 'তারিখটি রুটিনের মেয়াদের মধ্যে হতে হবে (%{from} থেকে %{to})।',
  endAfterStart: 'শেষের সময় শুরুর সময়ের পরে হতে হবে।',
  tutorClash: '%{tutor} %{when} সময়ে %{course} পড়াচ্ছেন (রুটিন #%{id})।',
  roomClash: '%{when} সময়ে %{room} %{course}-এর জন্য নেওয়া আছে (রুটিন #%{id})।',
  unnamedRoomClash: '%{when} সময়ে কক্ষটি %{course}-এর জন্য নেওয়া আছে (রুটিন #%{id})।',
  tutorNotOfCourse: 'বাছাই করা শিক্ষক এই কোর্সের শিক্ষকদের একজন নন। আগে তাঁকে কোর্সে যোগ করুন।',
  toBeforeFrom: 'to ঘরের তারিখ from-এর দিন বা তার পরের হতে হবে।',
  periodTooLong: 'সময়কাল %{days} দিনের বেশি হতে পারবে না।',
  positiveInteger: '%{attribute} ঘরে একটি ধনাত্মক পূর্ণসংখ্যা দিন।',
};
