/** পাবলিক সাইটের কনটেন্টের নাম ও লেবেল (ব্লগ, গ্যালারি, উপদেষ্টা, প্রশ্নোত্তর, যোগাযোগ)। */
import type { siteContent as english } from '../en/siteContent';

const category = {
  name: 'নাম',
  name_bn: 'নাম (বাংলা)',
  slug: 'স্লাগ',
  is_active: 'সক্রিয়',
  position: 'ক্রম',
};

export const siteContentResources = {
  'blog-category': { name: 'ব্লগ বিভাগ |||| ব্লগ বিভাগসমূহ', fields: category },
  'gallery-category': { name: 'গ্যালারি |||| গ্যালারিসমূহ', fields: category },
  'blog-post': {
    name: 'ব্লগ পোস্ট |||| ব্লগ পোস্টসমূহ',
    fields: {
      title: 'শিরোনাম',
      slug: 'স্লাগ',
      category_id: 'বিভাগ',
      cover: 'প্রচ্ছদ ছবি',
      author_id: 'লেখক',
      published_at: 'প্রকাশের তারিখ',
      status: 'অবস্থা',
      excerpt: 'সারাংশ',
      body: 'মূল লেখা',
    },
  },
  'blog-comment': {
    name: 'মন্তব্য |||| মন্তব্যসমূহ',
    fields: {
      blog_post_id: 'পোস্ট',
      name: 'নাম',
      email: 'ইমেইল',
      body: 'মন্তব্য',
      status: 'অবস্থা',
    },
  },
  'gallery-image': {
    name: 'গ্যালারির ছবি |||| গ্যালারির ছবিসমূহ',
    fields: { category_id: 'গ্যালারি', image: 'ছবি', caption: 'ক্যাপশন', position: 'ক্রম' },
  },
  advisor: {
    name: 'উপদেষ্টা |||| উপদেষ্টাগণ',
    fields: {
      name: 'নাম',
      designation: 'পদবি বা ভূমিকা',
      photo: 'ছবি',
      bio: 'জীবনী',
      is_active: 'সক্রিয়',
      position: 'ক্রম',
    },
  },
  testimonial: {
    name: 'প্রশংসাপত্র |||| প্রশংসাপত্রসমূহ',
    fields: {
      name: 'নাম',
      designation: 'ভূমিকা',
      photo: 'ছবি',
      quote: 'উক্তি',
      rating: 'রেটিং (১–৫)',
      is_active: 'সক্রিয়',
      position: 'ক্রম',
    },
  },
  faq: {
    name: 'প্রশ্নোত্তর |||| প্রশ্নোত্তরসমূহ',
    fields: { question: 'প্রশ্ন', answer: 'উত্তর', is_active: 'সক্রিয়', position: 'ক্রম' },
  },
  'contact-request': {
    name: 'যোগাযোগের অনুরোধ |||| যোগাযোগের অনুরোধসমূহ',
    fields: {
      name: 'নাম',
      email: 'ইমেইল',
      phone: 'ফোন',
      subject: 'বিষয়',
      message: 'বার্তা',
      is_handled: 'নিষ্পন্ন',
      handled_at: 'নিষ্পন্নের সময়',
      handled_by: 'নিষ্পন্ন করেছেন',
      reply: 'পাঠানো উত্তর',
      replied_at: 'উত্তরের সময়',
    },
  },
};

export const siteContentEnums = {
  categoryType: { 1: 'গ্যালারি', 2: 'ব্লগ' },
  commentStatus: { pending: 'অপেক্ষমাণ', approved: 'অনুমোদিত', rejected: 'প্রত্যাখ্যাত' },
};

export const siteContent: typeof english = {
  comments: {
    title: 'এই পোস্টের মন্তব্য',
    empty: 'এই পোস্টে এখনও কোনো মন্তব্য নেই।',
    approve: 'অনুমোদন করুন',
    reject: 'প্রত্যাখ্যান করুন',
    moderated: 'হালনাগাদ করা মন্তব্য: %{count}',
  },
  gallery: {
    title: 'ছবিসমূহ',
    add: 'ছবি যোগ করুন',
    uploading: 'আপলোড হচ্ছে…',
    added: 'যোগ করা ছবি: %{count}',
    empty: 'এই গ্যালারিতে এখনও কোনো ছবি নেই। উপরের বোতাম দিয়ে ছবি যোগ করুন।',
    error: 'ছবিগুলো লোড করা যায়নি।',
    retry: 'আবার চেষ্টা করুন',
    caption: 'ক্যাপশন',
    save_caption: 'ক্যাপশন সংরক্ষণ করুন',
    caption_saved: 'ক্যাপশন সংরক্ষিত হয়েছে',
    delete: 'ছবি মুছুন',
    move: '%{position} নম্বর ছবি সরাতে টানুন',
    hint: 'ছবিগুলো টেনে সাজান (অথবা হাতলে ফোকাস করে স্পেস চাপুন, তীর চিহ্ন দিয়ে সরান, আবার স্পেস চাপুন)। ক্রম সঙ্গে সঙ্গে সংরক্ষিত হয়।',
    order_saved: 'ক্রম সংরক্ষিত হয়েছে',
  },
  editor: { upload_image: 'ছবি আপলোড করুন' },
  contact: {
    reply_title: 'ইমেইলে উত্তর দিন',
    subject: 'বিষয়',
    message: 'বার্তা',
    send: 'উত্তর পাঠান',
    sent: '%{email} ঠিকানায় উত্তর পাঠানো হয়েছে',
    previous: 'শেষ উত্তর, পাঠানো হয়েছে %{date}',
  },
};
