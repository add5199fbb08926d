import type { site as english } from '../../en/refusals/site';

/**
 * Refusals of the public site's settings, slides, promotions, widgets, menus and slugs, in
 * Bangla.
 */
export const site: typeof english = {
  settingImage: '%{name} একটি আপলোড করা ছবি হতে হবে।',
  settingText: '%{name} লেখা হতে হবে।',
  settingBoolean: '%{name} হ্যাঁ বা না হতে হবে।',
  settingTooLong: '%{name} %{max} অক্ষরের বেশি হতে পারবে না।',
  settingEmail: '%{name} একটি সঠিক ই-মেইল ঠিকানা হতে হবে।',
  settingUrl: '%{name} একটি সঠিক URL হতে হবে।',
  settingLink: '%{name} একটি http(s) URL বা একটিমাত্র / দিয়ে শুরু হওয়া পাথ হতে হবে।',
  settingDate: '%{name} একটি সঠিক তারিখ হতে হবে।',
  settingReference: 'বেছে নেওয়া %{name} নেই।',
  settingInteger: '%{name} একটি পূর্ণসংখ্যা হতে হবে।',
  settingAmount: '%{name} সর্বোচ্চ ২ দশমিক ঘরের একটি পরিমাণ হতে হবে।',
  settingMin: '%{name} অন্তত %{min} হতে হবে।',
  settingMax: '%{name} %{max}-এর বেশি হতে পারবে না।',
  settingUnknown: '%{name} %{group} গ্রুপের কোনো সেটিং নয়।',
  settingsNone: 'সংরক্ষণের জন্য অন্তত একটি সেটিং পাঠান।',
  endsBeforeStart: 'শেষের তারিখ শুরুর তারিখের সমান বা পরে হতে হবে।',
  slideImage: 'ছবির স্লাইডের জন্য ছবি দেওয়া আবশ্যক।',
  slideVideo: 'ভিডিও স্লাইডের জন্য ভিডিওর URL দেওয়া আবশ্যক।',
  slideEmbed: 'এমবেড করা স্লাইডের জন্য এমবেড URL দেওয়া আবশ্যক।',
  slideEmbedHost: 'এমবেড URL এই সাইটগুলোর কোনো একটির https ঠিকানা হতে হবে: %{hosts}।',
  widgetText: 'লেখার উইজেটের জন্য লেখা দেওয়া আবশ্যক।',
  widgetMenu: 'মেনু উইজেটের জন্য একটি মেনু দেওয়া আবশ্যক।',
  slug: 'স্লাগে শুধু ছোট হাতের ইংরেজি অক্ষর, সংখ্যা আর এদের মাঝে একটি করে হাইফেন থাকতে পারে।',
  menuLabel: 'লেবেল দেওয়া আবশ্যক।',
  menuChoosePage: 'একটি পাতা বেছে নিন।',
  menuChooseCourse: 'একটি কোর্স বেছে নিন।',
  menuUrl: 'URL একটি http(s) URL বা একটিমাত্র / দিয়ে শুরু হওয়া পাথ হতে হবে।',
  menuPageInvalid: 'বেছে নেওয়া পাতাটি সঠিক নয়।',
  menuCourseInvalid: 'বেছে নেওয়া কোর্সটি সঠিক নয়।',
  menuTooDeep: 'মেনুর আইটেম সর্বোচ্চ %{max} স্তর পর্যন্ত একটির ভেতরে আরেকটি রাখা যায়।',
  menuTooMany: 'একটি মেনুতে সর্বোচ্চ %{max}টি আইটেম থাকতে পারে।',
};
