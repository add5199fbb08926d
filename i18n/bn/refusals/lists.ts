import type { lists as english } from '../../en/refusals/lists';

/** Refusals of the back office's list parameters and of an export's format, in Bangla. */
export const lists: typeof english = {
  page: 'পাতা ১ থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  perPage: 'প্রতি পাতার সংখ্যা ১ থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  sortByOne: 'সাজানোর জন্য একটিমাত্র ঘরের নাম দিতে হবে।',
  notSortable: 'তালিকাটি %{field} অনুযায়ী সাজানো যায় না।',
  sortDir: 'সাজানোর দিক asc বা desc হতে হবে।',
  filterShape: 'ফিল্টার filter[field]=value আকারে দিতে হবে।',
  notFilterable: 'তালিকাটি %{field} দিয়ে ফিল্টার করা যায় না।',
  filterInvalid: '%{field} ফিল্টারের মানটি সঠিক নয়।',
  noDateRange: 'তালিকাটিতে %{param} দিয়ে ফিল্টার করার মতো কোনো তারিখ নেই।',
  startDate: 'শুরুর তারিখ %{min} থেকে %{max} সালের মধ্যে একটি তারিখ (YYYY-MM-DD) হতে হবে।',
  endDate: 'শেষের তারিখ %{min} থেকে %{max} সালের মধ্যে একটি তারিখ (YYYY-MM-DD) হতে হবে।',
  noCreatedRange: 'তালিকাটি %{param} দিয়ে ফিল্টার করা যায় না।',
  createdFrom: 'তৈরির শুরুর তারিখ %{min} থেকে %{max} সালের মধ্যে একটি তারিখ (YYYY-MM-DD) হতে হবে।',
  createdTo: 'তৈরির শেষের তারিখ %{min} থেকে %{max} সালের মধ্যে একটি তারিখ (YYYY-MM-DD) হতে হবে।',
  searchText: 'খোঁজার বিষয় লেখা হতে হবে।',
  searchNul: 'খোঁজার বিষয়ে NUL অক্ষর থাকতে পারবে না।',
  searchTooLong: 'খোঁজার বিষয় %{max}টির বেশি অক্ষরের হতে পারবে না।',
  exportFormat: 'ফরম্যাট csv বা xlsx হতে হবে।',
};
