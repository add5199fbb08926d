import type * as en from '../en/affiliates';

/** অ্যাফিলিয়েটের রেফারেল প্যানেলের লেখা; টাইপ করা, যাতে কোনো কী বাদ না পড়ে। */
export const affiliates: typeof en.affiliates = {
  panel: {
    title: 'আমার রেফারেল',
    code: 'আপনার রেফারেল কোড',
    link: 'আপনার রেফারেল লিংক',
    copy: 'লিংক কপি করুন',
    copied: 'লিংক কপি হয়েছে',
    copy_failed: 'লিংকটি কপি করা যায়নি: লিংকটি নির্বাচন করে নিজে কপি করুন।',
    earned: 'অর্জিত',
    paid: 'পরিশোধিত',
    unpaid: 'অপরিশোধিত',
    students: 'আপনার রেফার করা শিক্ষার্থী',
    students_empty: 'এখনো কেউ আপনার লিংক দিয়ে নিবন্ধন করেনি।',
    student: 'শিক্ষার্থী',
    signed_up: 'নিবন্ধনের তারিখ',
    courses: 'কোর্স',
    no_courses: 'এখনো কোনো কোর্স নেই',
  },
};
