import type * as en from '../en/resources';

/** Bangla labels for everything i18n/en/resources.ts names; typed so no key can be missed. */
export const resources: typeof en.resources = {
  permission: {
    name: 'অনুমতি |||| অনুমতিসমূহ',
    fields: { action: 'কাজ', subject: 'বিষয়' },
  },
  role: {
    name: 'ভূমিকা |||| ভূমিকাসমূহ',
    fields: { name: 'নাম', type: 'ধরন', is_active: 'সক্রিয়', permissions: 'অনুমতিসমূহ' },
  },
  users: {
    name: 'ব্যবহারকারী |||| ব্যবহারকারীগণ',
    fields: {
      first_name: 'নামের প্রথম অংশ',
      last_name: 'নামের শেষ অংশ',
      email: 'ইমেইল',
      phone: 'ফোন',
      role_id: 'ভূমিকা',
      status: 'অবস্থা',
      image: 'ছবি',
      password: 'পাসওয়ার্ড',
      permissions: 'অনুমতিসমূহ',
    },
  },
  setting: {
    name: 'সেটিং |||| সেটিংস',
    fields: { group: 'গ্রুপ', name: 'কী', value: 'মান' },
  },
  mail: {
    name: 'পাঠানো ই-মেইল |||| পাঠানো ই-মেইলসমূহ',
    fields: {
      to: 'প্রাপক',
      subject: 'বিষয়',
      text: 'লেখা',
      html: 'এইচটিএমএল',
      transport: 'পাঠানোর মাধ্যম',
      created_at: 'পাঠানোর সময়',
    },
  },
  bank: {
    name: 'ব্যাংক |||| ব্যাংকসমূহ',
    fields: { name: 'নাম', is_active: 'সক্রিয়' },
  },
  'bank-account': {
    name: 'ব্যাংক হিসাব |||| ব্যাংক হিসাবসমূহ',
    fields: {
      bank_id: 'ব্যাংক',
      account_name: 'হিসাবের নাম',
      account_number: 'হিসাব নম্বর',
      branch: 'শাখা',
      opening_balance: 'প্রারম্ভিক জমা',
      is_active: 'সক্রিয়',
    },
  },
  'payment-type': {
    name: 'পেমেন্টের ধরন |||| পেমেন্টের ধরনসমূহ',
    fields: { name: 'নাম', is_active: 'সক্রিয়', position: 'অবস্থান' },
  },
  'additional-income': {
    name: 'অতিরিক্ত আয় |||| অতিরিক্ত আয়সমূহ',
    fields: {
      title: 'শিরোনাম',
      amount: 'পরিমাণ',
      date: 'তারিখ',
      bank_account_id: 'ব্যাংক হিসাব',
      payment_type_id: 'পেমেন্টের ধরন',
      note: 'মন্তব্য',
    },
  },
  withdraw: {
    name: 'উত্তোলন |||| উত্তোলনসমূহ',
    fields: {
      purpose: 'উদ্দেশ্য',
      amount: 'পরিমাণ',
      date: 'তারিখ',
      bank_account_id: 'ব্যাংক হিসাব',
      note: 'মন্তব্য',
      is_active: 'সক্রিয়',
    },
  },
  'expense-type': {
    name: 'খরচের ধরন |||| খরচের ধরনসমূহ',
    fields: { name: 'নাম', is_active: 'সক্রিয়', position: 'অবস্থান' },
  },
  'sub-expense-type': {
    name: 'খরচের উপ-ধরন |||| খরচের উপ-ধরনসমূহ',
    fields: { expense_type_id: 'খরচের ধরন', name: 'নাম', is_active: 'সক্রিয়' },
  },
  expense: {
    name: 'খরচ |||| খরচসমূহ',
    fields: {
      title: 'শিরোনাম',
      expense_type_id: 'খরচের ধরন',
      sub_expense_type_id: 'খরচের উপ-ধরন',
      amount: 'পরিমাণ',
      date: 'তারিখ',
      bank_account_id: 'ব্যাংক হিসাব',
      payment_type_id: 'পেমেন্টের ধরন',
      note: 'মন্তব্য',
      attachment: 'সংযুক্তি',
      is_active: 'সক্রিয়',
    },
  },
};

export const menu: typeof en.menu = {
  groups: {
    dashboard: 'ড্যাশবোর্ড',
    tutorials: 'টিউটোরিয়াল',
    rolePermission: 'ভূমিকা ও অনুমতি',
    user: 'ব্যবহারকারী',
    operationalExpense: 'পরিচালন ব্যয়',
    accounts: 'হিসাব',
    orders: 'অর্ডার',
    students: 'শিক্ষার্থী',
    courses: 'কোর্স',
    testsResults: 'পরীক্ষা ও ফলাফল',
    employees: 'কর্মী',
    billing: 'বিলিং',
    myBilling: 'আমার বিলিং',
    jobs: 'চাকরি',
    tutoringRequests: 'টিউটরিং অনুরোধ',
    messages: 'বার্তা',
    notifications: 'বিজ্ঞপ্তি',
    complaints: 'অভিযোগ',
    publicSite: 'পাবলিক সাইট',
    employeePanel: 'কর্মী প্যানেল',
    studentPanel: 'শিক্ষার্থী প্যানেল',
    parentPanel: 'অভিভাবক প্যানেল',
  },
};

export const enums: typeof en.enums = {
  roleType: { 1: 'অ্যাডমিন', 2: 'কর্মী', 3: 'শিক্ষার্থী', 4: 'অভিভাবক', 5: 'অ্যাফিলিয়েশন' },
  dayOfWeek: {
    1: 'শনিবার',
    2: 'রবিবার',
    3: 'সোমবার',
    4: 'মঙ্গলবার',
    5: 'বুধবার',
    6: 'বৃহস্পতিবার',
    7: 'শুক্রবার',
  },
  userStatus: { active: 'সক্রিয়', inactive: 'নিষ্ক্রিয়' },
  permissionAction: { read: 'দেখা', create: 'তৈরি', update: 'হালনাগাদ', delete: 'মোছা' },
};

export const notify: typeof en.notify = {
  fetch_error: 'তথ্য আনার সময় একটি ত্রুটি হয়েছে!',
  error_title: 'ত্রুটি',
  save_error: 'কিছু ত্রুটি হয়েছে!',
  generic_error: 'কিছু একটা ভুল হয়েছে!!',
  delete_error_title: 'ত্রুটি!',
  delete_error: '%{item} মুছতে ত্রুটি হয়েছে',
  arrange_error: 'ক্রম সাজাতে ত্রুটি হয়েছে',
  success_title: 'সফল!',
  created: '%{title} সফলভাবে তৈরি হয়েছে!',
  updated: '%{title} সফলভাবে হালনাগাদ হয়েছে!',
  done: 'প্রক্রিয়াটি সফলভাবে সম্পন্ন হয়েছে!',
  confirm_title: 'আপনি কি নিশ্চিত?',
  confirm_delete: 'আপনি কি এই %{item} মুছে ফেলতে চান?',
  yes: 'হ্যাঁ',
  deleted_title: 'মুছে ফেলা হয়েছে!',
  deleted: '%{item} মুছে ফেলা হয়েছে!',
  status_confirm: 'আপনি কি অবস্থা পরিবর্তন করতে চান',
};

export const screens: typeof en.screens = {
  search: 'খুঁজুন',
  date_from: 'শুরু',
  date_to: 'শেষ',
  id: 'আইডি',
  created_at: 'তৈরির সময়',
  updated_at: 'হালনাগাদের সময়',
  change_status: 'অবস্থা পরিবর্তন',
  toggle: '%{field} বদলান',
  arrange: 'ক্রম সাজান',
  arrange_hint: 'সারিগুলো টেনে পছন্দমতো ক্রমে সাজান, তারপর সংরক্ষণ করুন।',
  arrange_save: 'ক্রম সংরক্ষণ',
  drag_handle: '%{item} সরাতে টানুন',
  preview: '%{field}-এর প্রাকদর্শন',
  open_file: 'ফাইল খুলুন',
  empty: 'এখনও কোনো %{name} নেই।',
  empty_invite: 'আপনি কি একটি যোগ করতে চান?',
  actions: 'কাজ',
};
