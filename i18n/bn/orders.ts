import type * as en from '../en/orders';

/** Bangla texts of the order screens; typed so no key can be missed. */
export const orders: typeof en.orders = {
  menu: {
    paid: 'পরিশোধিত অর্ডার',
    unpaid: 'অপরিশোধিত অর্ডার',
  },
  titles: {
    paid: 'পরিশোধিত অর্ডার',
    unpaid: 'অপরিশোধিত অর্ডার',
  },
  checkout: {
    coupon_checking: 'কুপন যাচাই করা হচ্ছে…',
    coupon_applied: '%{code}: %{discount} ছাড়',
    coupon_help: 'ঐচ্ছিক। লেখার সঙ্গে সঙ্গে ছাড় যাচাই হয়।',
    summary: 'অর্ডারের মোট',
    subtotal: 'মূল্য',
    subtotal_help: 'খালি রাখলে কোর্সের মূল্য (%{price})।',
    tax: 'কর',
    other_cost: 'অন্যান্য খরচ',
    discount: 'ছাড়',
    total: 'মোট',
    pick_course: 'মোট দেখতে একটি কোর্স বেছে নিন।',
  },
  show: {
    amounts: 'পরিমাণ',
    due: 'বকেয়া',
    paid: 'পরিশোধিত',
    refunded: 'ফেরত দেওয়া',
    payments: 'পরিশোধ ও ফেরত',
    no_payments: 'এখনও কোনো পরিশোধ লেখা হয়নি।',
    payments_error: 'পরিশোধগুলো লোড করা যায়নি।',
    details: 'অর্ডার',
  },
  actions: {
    record_payment: 'পরিশোধ লিখুন',
    refund: 'ফেরত দিন',
    mark_paid: 'পরিশোধিত চিহ্নিত করুন',
    mark_paid_confirm: 'এই অর্ডারে %{amount} (সম্পূর্ণ বকেয়া) এর একটি পরিশোধ লিখবেন?',
    marked_paid: 'অর্ডার পরিশোধিত চিহ্নিত হয়েছে।',
    payment_recorded: 'পরিশোধ লেখা হয়েছে।',
    refund_recorded: 'ফেরত লেখা হয়েছে।',
    save: 'সংরক্ষণ',
    cancel: 'বাতিল',
    delete_blocked_payments: 'পরিশোধ থাকা অর্ডার মুছে ফেলা যায় না: পরিবর্তে ফেরত লিখুন।',
    delete_blocked_paid: 'পরিশোধিত অর্ডার মুছে ফেলা যায় না।',
  },
};
