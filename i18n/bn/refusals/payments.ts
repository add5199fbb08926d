import type { payments as english } from '../../en/refusals/payments';

/** Refusals of paying online, in Bangla (an order's own refusals are in orders.ts). */
export const payments: typeof english = {
  noProvider: 'অনলাইনে পেমেন্ট করা যাচ্ছে না: সেন্টার এখনো কোনো পেমেন্ট প্রোভাইডার ঠিক করেনি।',
  noAccount:
    'অনলাইনে পেমেন্ট করা যাচ্ছে না: অনলাইন পেমেন্ট কোন হিসাবে জমা হবে, সেন্টার তা এখনো ঠিক করেনি।',
  belowMinimum: '%{number} অর্ডারে পেমেন্ট অন্তত %{amount} হতে হবে।',
  studentRequired: 'শিক্ষার্থী ঘরটি পূরণ করা আবশ্যক।',
  feeLine: 'টিউটরিং অনুরোধের ফি: %{student}',
  feeIncomeTitle: 'টিউটরিং অনুরোধের ফি #%{id}: %{student}',
  feeNotAwaiting: 'এই টিউটরিং অনুরোধের ফি আগেই পরিশোধ করা হয়েছে।',
  checkoutFailed: 'এই মুহূর্তে পেমেন্ট পেজ খোলা গেল না। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  earlierPagePaid:
    '%{number} অর্ডারে আগে খোলা একটি পেমেন্ট পেজে এইমাত্র একটি পেমেন্ট করা হয়েছে, সেটি নিশ্চিত করা হচ্ছে। আরও পরিশোধের আগে এক মিনিট পরে অর্ডারটি আবার দেখুন।',
  feeProviderFailed:
    'আপনার অনুরোধ সংরক্ষিত হয়েছে, কিন্তু এই মুহূর্তে পেমেন্ট পেজ খোলা গেল না। কয়েক মিনিট পরে আবার ফি পরিশোধের চেষ্টা করুন।',
};
