import type { PeopleTexts } from '../en/people';

/** Bangla texts of the people and academics screens; same keys as i18n/en/people.ts. */
export const people: PeopleTexts = {
  retry: 'আবার চেষ্টা করুন',
  hire: {
    create: 'কর্মী তৈরি করুন',
    view_employee: 'কর্মী দেখুন',
    from: '%{name}-এর আবেদন থেকে পূরণ করা হয়েছে। একটি ভূমিকা বেছে নিন এবং তথ্যগুলো যাচাই করুন।',
    not_selected:
      '%{name} এখন “%{stage}” পর্যায়ে আছেন: কেবল নির্বাচিত আবেদনকারীকেই আবেদন থেকে নিয়োগ দেওয়া যায়।',
    hired: '%{name}-কে ইতিমধ্যে নিয়োগ দেওয়া হয়েছে।',
    missing: 'এই আবেদনটি পাওয়া যায়নি। আপনি চাইলে কর্মীকে হাতে যোগ করতে পারেন।',
  },
  convert: {
    button: 'শিক্ষার্থীতে রূপান্তর',
    title: 'শিক্ষার্থীতে রূপান্তর',
    intro:
      '%{student} শিক্ষার্থী হবে এবং %{guardian} অভিভাবক হবেন (একই ই-মেইলের কোনো অভিভাবক থাকলে তাঁকেই যুক্ত করা হবে), আর আপনার বেছে নেওয়া কোর্সে ভর্তি করা হবে।',
    course: 'কোর্স',
    student_email: 'শিক্ষার্থীর ই-মেইল',
    student_email_help: 'শিক্ষার্থী এটি দিয়ে সাইন ইন করবে; এটি শিক্ষার্থীর নিজের ঠিকানা হতে হবে।',
    cancel: 'বাতিল',
    submit: 'রূপান্তর করুন',
    view_student: 'শিক্ষার্থী দেখুন',
  },
  complain: {
    answer_title: 'একাডেমির উত্তর',
    no_answer: 'এখনো কোনো উত্তর আসেনি। উত্তর এলে আপনি একটি বিজ্ঞপ্তি পাবেন।',
  },
  student: {
    view: 'দেখুন',
    photo_alt: '%{name}-এর ছবি',
    number: 'নং %{number}',
    inactive: 'নিষ্ক্রিয়',
    parents: 'অভিভাবক',
    no_parents: 'কেউ যুক্ত নেই',
    error: 'শিক্ষার্থীর তথ্য লোড করা যায়নি।',
    tabs: {
      label: 'শিক্ষার্থীর বিবরণ',
      courses: 'কোর্স',
      schedule: 'সময়সূচি',
      results: 'ফলাফল',
    },
    course_n: 'কোর্স #%{id}',
    starts: 'শুরু %{date}',
    no_courses: 'এখনো কোনো কোর্সে ভর্তি হয়নি।',
    courses_error: 'কোর্সগুলো লোড করা যায়নি।',
    no_sessions: 'আগামী ১৪ দিনে কোনো ক্লাস নেই।',
    schedule_error: 'সময়সূচি লোড করা যায়নি।',
  },
  tutorials: {
    menu: 'টিউটোরিয়াল লাইব্রেরি',
    title: 'টিউটোরিয়াল লাইব্রেরি',
    search: 'টিউটোরিয়াল খুঁজুন',
    empty: 'আপনার জন্য এখনো কোনো টিউটোরিয়াল নেই।',
    no_match: '“%{search}” দিয়ে শুরু হওয়া কোনো টিউটোরিয়াল নেই।',
    error: 'টিউটোরিয়ালগুলো লোড করা যায়নি।',
    open_video: 'ভিডিওটি খুলুন',
    close: 'বন্ধ করুন',
    nothing_to_show: 'এই টিউটোরিয়ালে এখনো কোনো ভিডিও বা লেখা নেই।',
  },
};
