import type * as en from '../en/panels';

/** Bangla texts of the panels; typed so no key can be missed. */
export const panels: typeof en.panels = {
  employee_courses: 'আমার কোর্স',
  employee_schedule: 'আমার সময়সূচি',
  student_courses: 'আমার কোর্স',
  student_schedule: 'আমার সময়সূচি',
  student_exams: 'পরীক্ষা',
  children: 'আমার সন্তান',
  routine: 'সাপ্তাহিক রুটিন',
  courses_empty_employee: 'আপনি এখনো কোনো কোর্স পড়াচ্ছেন না।',
  courses_empty_student: 'আপনি এখনো কোনো কোর্সে ভর্তি হননি।',
  children_empty: 'আপনার অ্যাকাউন্টে এখনো কোনো সন্তান যুক্ত নেই। যুক্ত করতে সেন্টারকে বলুন।',
  no_enrolments: 'কোনো কোর্সে ভর্তি নেই।',
  period: '%{start} – %{end}',
  duration: '%{weeks} সপ্তাহে %{hours} ঘণ্টা',
  seated: '%{smart_count} জন শিক্ষার্থী |||| %{smart_count} জন শিক্ষার্থী',
  open_schedule: 'সময়সূচি দেখুন',
  retry: 'আবার চেষ্টা করুন',
  ask_cancel: 'বাতিলের অনুরোধ করুন',
  employee_results: 'ফলাফল',
  employee_scores: 'স্কোর',
  student_results: 'আমার ফলাফল',
  parent_results: 'ফলাফল',
  child_tabs: 'সন্তান',
};
