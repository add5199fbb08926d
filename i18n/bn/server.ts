import type { server as english } from '../en/server';
import { documents } from './documents';
import { mail } from './mail';
import { notices } from './notices';
import { success } from './success';
import { attempts } from './refusals/attempts';
import { attendance } from './refusals/attendance';
import { accounts } from './refusals/accounts';
import { billing } from './refusals/billing';
import { campaigns } from './refusals/campaigns';
import { chat } from './refusals/chat';
import { content } from './refusals/content';
import { exams } from './refusals/exams';
import { finance } from './refusals/finance';
import { homework } from './refusals/homework';
import { imports } from './refusals/imports';
import { lists } from './refusals/lists';
import { marks } from './refusals/marks';
import { orders } from './refusals/orders';
import { payments } from './refusals/payments';
import { profile } from './refusals/profile';
import { publicApi } from './refusals/publicApi';
import { push } from './refusals/push';
import { questionAuthoring } from './refusals/questionAuthoring';
import { records } from './refusals/records';
import { requests } from './refusals/requests';
import { scheduling } from './refusals/scheduling';
import { site } from './refusals/site';
import { uploads } from './refusals/uploads';

/** Texts the server answers with, in Bangla: the same keys as i18n/en/server.ts. */
export const server: typeof english = {
  validation: {
    invalid: 'দেওয়া তথ্য সঠিক নয়।',
    andOneMore: '%{message} (আরও ১টি ত্রুটি)',
    andMore: '%{message} (আরও %{count}টি ত্রুটি)',
    required: '%{attribute} ঘরটি পূরণ করা আবশ্যক।',
    readOnly: '%{attribute} ঘরটি শুধু দেখার জন্য, বদলানো যায় না।',
    prohibited: '%{attribute} ঘরটি পাঠানো যাবে না।',
    string: '%{attribute} ঘরে লেখা থাকতে হবে।',
    noNul: '%{attribute} ঘরে NUL অক্ষর থাকতে পারবে না।',
    minLength: '%{attribute} ঘরে অন্তত %{min}টি অক্ষর থাকতে হবে।',
    maxLength: '%{attribute} ঘরে %{max}টির বেশি অক্ষর থাকতে পারবে না।',
    email: '%{attribute} ঘরে একটি সঠিক ই-মেইল ঠিকানা দিন।',
    linkOrPath: '%{attribute} ঘরে একটি http(s) লিংক বা একটি / দিয়ে শুরু হওয়া পাথ দিন।',
    link: '%{attribute} ঘরে একটি সঠিক লিংক দিন।',
    phone: '%{attribute} ঘরে একটি সঠিক ফোন নম্বর দিন।',
    color: '%{attribute} ঘরে একটি সঠিক রং দিন।',
    integer: '%{attribute} ঘরে একটি পূর্ণসংখ্যা দিন।',
    min: '%{attribute} অন্তত %{min} হতে হবে।',
    max: '%{attribute} %{max}-এর বেশি হতে পারবে না।',
    amount: '%{attribute} ঘরে একটি টাকার অঙ্ক দিন।',
    amountDecimals: '%{attribute} ঘরে দশমিকের পরে সর্বোচ্চ ২ অঙ্কের একটি টাকার অঙ্ক দিন।',
    boolean: '%{attribute} হ্যাঁ অথবা না হতে হবে।',
    date: '%{attribute} ঘরে একটি সঠিক তারিখ দিন (YYYY-MM-DD)।',
    datetime: '%{attribute} ঘরে একটি সঠিক তারিখ ও সময় দিন।',
    time: '%{attribute} ঘরে একটি সময় দিন (HH:mm)।',
    choice: 'বাছাই করা %{attribute} সঠিক নয়।',
    ids: '%{attribute} ঘরে আইডির একটি তালিকা দিন।',
    file: '%{attribute} ঘরে একটি ফাইল দিন।',
    json: '%{attribute} ঘরে সঠিক JSON দিন।',
    fixedAfterCreate: 'রেকর্ডটি তৈরির পরে এর %{attribute} বদলানো যায় না।',
    choices: 'বাছাই করা %{attribute} সঠিক নয়: %{ids}।',
    notOfParent: 'বাছাই করা “%{label}” বাছাই করা “%{parent}”-এর অংশ নয়।',
    dateOnOrAfter: '“%{label}” অবশ্যই “%{other}”-এর দিন বা তার পরের তারিখ হতে হবে।',
    notBelow: '“%{label}” অন্তত “%{other}”-এর সমান হতে হবে।',
    timeAfter: '“%{label}” অবশ্যই “%{other}”-এর পরে হতে হবে।',
    percentAtMostHundred: 'শতাংশ হলে “%{label}” ১০০-এর বেশি হতে পারবে না।',
    taken: 'এই %{attribute} আগেই ব্যবহার করা হয়েছে।',
    inUse: 'এই %{record} অন্য রেকর্ডে ব্যবহৃত, তাই বদলানো বা মোছা যাবে না।',
    pageTooDeep:
      'তালিকার শুরু বা শেষ থেকে %{rows}টির বেশি সারি দূরের পাতা দেখানো হয় না: ফিল্টার বা খোঁজ দিয়ে তালিকা ছোট করুন, অথবা উল্টো ক্রমে সাজান।',
  },
  http: {
    unauthenticated: 'সাইন ইন করা নেই।',
    forbidden: 'এই কাজের অনুমতি আপনার নেই।',
    notFound: 'পাওয়া যায়নি।',
    throttled: 'অনেকবার চেষ্টা করা হয়েছে। %{minutes} মিনিট পরে আবার চেষ্টা করুন।',
    tooManyRequests: 'অনেক বেশি অনুরোধ। একটু ধীরে চেষ্টা করুন।',
    tooLarge: 'আপলোড করা ফাইলটি অনেক বড়।',
    serverError: 'সার্ভারে সমস্যা হয়েছে',
    slowRead: 'ডেটাবেস উত্তর দিতে অনেক সময় নিয়েছে। আবার চেষ্টা করুন।',
  },
  documents,
  scheduling,
  finance,
  orders,
  billing,
  attendance,
  exams,
  publicApi,
  requests,
  imports,
  profile,
  attempts,
  records,
  push,
  payments,
  chat,
  content,
  homework,
  lists,
  uploads,
  questionAuthoring,
  marks,
  campaigns,
  site,
  accounts,
  success,
  mail,
  notices,
};
