import type { orders as english } from '../../en/refusals/orders';

/** Refusals of orders, coupons and order payments, in Bangla. */
export const orders: typeof english = {
  couponInactive: '%{code} কুপনটি চালু নেই।',
  couponNotYetValid: '%{code} কুপনটি %{date} থেকে চালু হবে।',
  couponExpired: '%{code} কুপনের মেয়াদ %{date} তারিখে শেষ হয়েছে।',
  couponUsedUp: '%{code} কুপনটি %{limit} বারের মধ্যে %{used} বার ব্যবহার হয়ে গেছে।',
  couponForCourse: '%{code} কুপনটি শুধু %{course} কোর্সের জন্য।',
  couponForCourseNo: '%{code} কুপনটি শুধু কোর্স #%{id}-এর জন্য।',
  couponMinSpend: '%{code} কুপনের জন্য দাম অন্তত %{amount} হতে হবে।',
  couponMaxSpend: '%{code} কুপনটি সর্বোচ্চ %{amount} দামের ক্ষেত্রে প্রযোজ্য।',
  noSuchCoupon: '%{code} নামে কোনো কুপন নেই।',
  amountParam: '%{attribute} দশমিকের পরে সর্বোচ্চ দুই অঙ্কের একটি টাকার অঙ্ক হতে হবে।',
  paymentsRecorded:
    '%{number} অর্ডারে পেমেন্ট জমা হয়েছে: এটি কীসের জন্য এবং এর অঙ্কগুলো আর বদলানো যাবে না।',
  deleteWithPayments:
    '%{number} অর্ডারে পেমেন্ট জমা হয়েছে, তাই মোছা যাবে না: এর বদলে একটি রিফান্ড লিখুন।',
  deletePaid: '%{number} অর্ডারটি পরিশোধিত, তাই মোছা যাবে না।',
  nothingDue: '%{number} অর্ডারে কোনো বকেয়া নেই।',
  paymentAboveDue: 'পেমেন্ট %{number} অর্ডারের বকেয়া %{amount}-এর বেশি হতে পারবে না।',
  nothingToRefund: '%{number} অর্ডারে এমন কোনো পেমেন্ট হয়নি যা ফেরত দেওয়া যায়।',
  refundAboveHeld: 'রিফান্ড %{number} অর্ডারে পরিশোধিত %{amount}-এর বেশি হতে পারবে না।',
  noBankAccount: 'যে ব্যাংক হিসাবে পেমেন্ট গেছে তা বেছে নিন: অর্ডারটিতে কোনো হিসাব নেই।',
};
