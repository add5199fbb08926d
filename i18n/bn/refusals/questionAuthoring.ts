import type { questionAuthoring as english } from '../../en/refusals/questionAuthoring';

/** Refusals of writing an exam question and of publishing an exam, in Bangla. */
export const questionAuthoring: typeof english = {
  stem_empty: 'প্রশ্নের একটি মূল অংশ লাগবে: লেখা, সূত্র বা ছবি।',
  type_not_sat: 'SAT প্রশ্ন বহুনির্বাচনী বা শিক্ষার্থীর নিজের লেখা উত্তর (গ্রিড-ইন) হয়, সংক্ষিপ্ত উত্তর নয়।',
  type_sat_only: 'শিক্ষার্থীর নিজের লেখা উত্তর (গ্রিড-ইন) শুধু SAT অনুশীলন পরীক্ষায় থাকে।',
  options_format: 'অপশনগুলো {key, text} জোড়ার একটি তালিকা হতে হবে।',
  options_count: 'বহুনির্বাচনী প্রশ্নে %{min} থেকে %{max}টি অপশন লাগবে।',
  options_not_used: 'শুধু বহুনির্বাচনী প্রশ্নেই অপশন থাকে: এগুলো খালি রাখুন।',
  option_key: 'অপশন কী "%{key}" A থেকে J অক্ষরের কোনোটি নয়।',
  option_key_repeated: 'অপশন %{key} একাধিকবার আছে।',
  option_text_empty: 'অপশন %{key}-এ লেখা, সূত্র বা ছবি লাগবে।',
  answers_format: 'সঠিক উত্তরগুলো লেখার একটি তালিকা হতে হবে।',
  answer_not_option: 'সঠিক উত্তর "%{answer}" অপশনগুলোর কোনোটি নয়।',
  answer_repeated: 'উত্তর "%{answer}" একাধিকবার দেওয়া হয়েছে।',
  single_needs_one: 'ঠিক একটি অপশনকে সঠিক উত্তর হিসেবে চিহ্নিত করুন।',
  multiple_needs_one: 'অন্তত একটি অপশনকে সঠিক হিসেবে চিহ্নিত করুন।',
  typed_needs_answer: 'অন্তত একটি গ্রহণযোগ্য উত্তর দিন।',
  short_too_long: 'গ্রহণযোগ্য উত্তর "%{answer}" %{max}টির বেশি অক্ষরের।',
  grid_in_format:
    '"%{answer}" গ্রিড-ইন উত্তর হিসেবে লেখা যায় না: একটি পূর্ণসংখ্যা, .75-এর মতো দশমিক বা 3/4-এর মতো ভগ্নাংশ দিন।',
  grid_in_negative: '"%{answer}" ঋণাত্মক, আর পুরোনো কাগজের SAT গ্রিডে বিয়োগ চিহ্ন নেই।',
  grid_in_length: '"%{answer}" গ্রিডে আঁটে না: বিয়োগ চিহ্ন বাদে সর্বোচ্চ %{max}টি অক্ষর।',
  grid_in_zero_denominator: '"%{answer}" শূন্য দিয়ে ভাগ করে।',
  movedExam: 'প্রশ্ন অন্য পরীক্ষায় সরানো যায় না: সেই পরীক্ষায় নতুন করে যোগ করুন।',
  moduleFull: '%{section} মডিউল %{number} পূর্ণ: এতে %{count}টি প্রশ্ন থাকে।',
  subScoreScale: 'সাব স্কোর এই পরীক্ষার SAT টেস্ট ফর্মের একটি সাব-স্কোর স্কেল হতে হবে।',
  crossTestScale: 'ক্রস-টেস্ট স্কোর এই পরীক্ষার SAT টেস্ট ফর্মের একটি ক্রস-টেস্ট স্কেল হতে হবে।',
  chooseModule: 'প্রশ্নটি SAT টেস্ট ফর্মের কোন মডিউলের, তা বেছে নিন।',
  moduleNotOfForm: 'মডিউলটি এই পরীক্ষার SAT টেস্ট ফর্মের অংশ নয়।',
  regularNoModule: 'সাধারণ পরীক্ষার প্রশ্ন কোনো SAT মডিউলের নয়।',
  regularNoSubScore: 'শুধু SAT প্রশ্নই সাব স্কোরে গোনা হয়।',
  regularNoCrossTest: 'শুধু SAT প্রশ্নই ক্রস-টেস্ট স্কোরে গোনা হয়।',
  publishModule: '%{section} মডিউল %{number}',
  publishQuestionInModule: '%{module}, প্রশ্ন %{number}',
  publishQuestion: 'প্রশ্ন %{number}',
  publishIncomplete: '%{place} সম্পূর্ণ নয়: %{problem}',
  publishEmptyModule:
    'পরীক্ষা প্রকাশের আগে প্রতিটি মডিউলে অন্তত একটি প্রশ্ন লাগবে: %{modules}-এ কোনো প্রশ্ন নেই।',
  publishEmptyModules:
    'পরীক্ষা প্রকাশের আগে প্রতিটি মডিউলে অন্তত একটি প্রশ্ন লাগবে: %{modules}-এ কোনো প্রশ্ন নেই।',
  publishNeedsDuration: 'প্রশ্নসহ সাধারণ পরীক্ষা প্রকাশের আগে এর সময়সীমা লাগবে।',
};
