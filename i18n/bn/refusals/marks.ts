import type { marks as english } from '../../en/refusals/marks';

/** Refusals of entering marks and of importing answer sheets, in Bangla. */
export const marks: typeof english = {
  noTotal: 'পরীক্ষাটির মোট নম্বর নেই, প্রশ্নও নেই: নম্বর দেওয়ার আগে এর মোট নম্বর ঠিক করুন।',
  satFromSheets: 'SAT-এর ফলাফল উত্তরপত্র থেকে স্কোর করা হয়: শুধু সাধারণ পরীক্ষার জন্য নম্বর দিন।',
  aboveTotal: 'নম্বর %{total}-এর বেশি হতে পারবে না।',
  notEnrolled: '%{student} %{course}-এ ভর্তি নয়।',
  theStudent: 'শিক্ষার্থী',
  theExamCourse: 'পরীক্ষার কোর্স',
  resultExists: 'এই পরীক্ষায় এই শিক্ষার্থীর একটি ফলাফল আগেই আছে: সেটিই বদলান।',
  totalBelowGiven:
    'এই পরীক্ষায় %{highest} পর্যন্ত নম্বর দেওয়া হয়েছে: মোট নম্বর এর চেয়ে কম হতে পারবে না।',
  notAList: 'নম্বর ঘরে একটি তালিকা দিতে হবে।',
  studentRequired: 'শিক্ষার্থীর আইডি দেওয়া আবশ্যক।',
  studentTwice: 'এই শিক্ষার্থী তালিকায় একাধিকবার আছে।',
  sheetColumns: 'ফাইলটিতে student, question ও answer কলাম লাগবে (নেই: %{missing})।',
  sheetNoQuestions: 'পরীক্ষাটিতে এখনো কোনো প্রশ্ন নেই: উত্তরপত্র ইমপোর্টের আগে প্রশ্ন যোগ করুন।',
  sheetUnscorable: 'পরীক্ষার টেস্ট ফর্ম দিয়ে উত্তরপত্রগুলো স্কোর করা যায় না: %{reason}।',
  conversionGap: '%{scale}-এর রূপান্তর তালিকায় কাঁচা স্কোর %{raw}-এর কোনো সারি নেই',
  sheetNoStudent: 'শিক্ষার্থীর ঘর খালি।',
  sheetQuestionNumber: 'প্রশ্নের ঘরে প্রশ্নের নম্বর (১, ২, ৩ …) দিতে হবে, "%{question}" নয়।',
  sheetUnknownStudent: 'এই কোর্সের কোনো শিক্ষার্থীর শিক্ষার্থী নং বা ই-মেইল "%{student}" নয়।',
  sheetNoSuchQuestion: 'প্রশ্ন %{question} নেই: পরীক্ষাটিতে %{count}টি প্রশ্ন আছে।',
  sheetAnsweredTwice:
    '%{student}-এর জন্য প্রশ্ন %{question}-এর উত্তর দুবার দেওয়া হয়েছে (লাইন %{line}-এও আছে)।',
};
