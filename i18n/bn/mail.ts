import type { mail as english } from '../en/mail';

/** E-mails the server sends, in Bangla: the same keys as i18n/en/mail.ts. */
export const mail: typeof english = {
  verifySubject: 'আপনার ই-মেইল ঠিকানা যাচাই করুন',
  verifyText:
    'প্রিয় %{name},\n\nঅনুগ্রহ করে ৭ দিনের মধ্যে এই লিংকটি খুলে আপনার ই-মেইল ঠিকানা নিশ্চিত করুন:\n%{link}\n',
  signUpTriedSubject: 'কেউ আপনার ই-মেইল ঠিকানা দিয়ে সাইন আপ করতে চেয়েছে',
  signUpTriedText:
    'প্রিয় %{name},\n\nকেউ এইমাত্র এই ই-মেইল ঠিকানা দিয়ে একটি অ্যাকাউন্ট খুলতে চেয়েছে, অথচ এই ঠিকানায় আগেই একটি অ্যাকাউন্ট আছে। আপনি হলে সাইন ইন করুন:\n%{signIn}\n\nপাসওয়ার্ড মনে না থাকলে নতুন একটি বেছে নিন:\n%{forgot}\n\nআপনি না হলে এই ই-মেইলটি উপেক্ষা করুন: কিছুই বদলায়নি।\n',
  resetSubject: 'আপনার পাসওয়ার্ড নতুন করে ঠিক করুন',
  resetText:
    'প্রিয় %{name},\n\nনতুন পাসওয়ার্ড বেছে নিতে %{minutes} মিনিটের মধ্যে এই লিংকটি খুলুন:\n%{link}\n\nআপনি এটি না চেয়ে থাকলে এই ই-মেইলটি উপেক্ষা করুন।\n',
  confirmEmailSubject: 'আপনার নতুন ই-মেইল ঠিকানা নিশ্চিত করুন',
  confirmEmailText:
    'প্রিয় %{name},\n\nআপনি এই ই-মেইল ঠিকানা দিয়ে Academy Admin-এ সাইন ইন করতে চেয়েছেন। নিশ্চিত করতে ২৪ ঘণ্টার মধ্যে এই লিংকটি খুলুন:\n%{link}\n\nততক্ষণ আপনি পুরোনো ঠিকানা দিয়েই সাইন ইন করবেন। আপনি এটি না চেয়ে থাকলে এই ই-মেইলটি উপেক্ষা করুন।\n',
  emailChangingSubject: 'আপনার সাইন-ইনের ই-মেইল ঠিকানা বদলানো হচ্ছে',
  emailChangingText:
    'প্রিয় %{name},\n\nআপনার অ্যাকাউন্টে সাইন ইন করা কেউ এর ই-মেইল ঠিকানা বদলাতে চেয়েছে। নতুন ঠিকানায় একটি নিশ্চিতকরণ লিংক পাঠানো হয়েছে; সেটি খোলার আগে কিছুই বদলাবে না।\n\nআপনি না হলে সাইন ইন করে পাসওয়ার্ড বদলান:\n%{link}\n',
  emailTakenSubject: 'কেউ আপনার ই-মেইল ঠিকানা ব্যবহার করতে চেয়েছে',
  emailTakenText:
    'হ্যালো,\n\nকেউ Academy Admin-এর আরেকটি অ্যাকাউন্ট এই ই-মেইল ঠিকানায় সরাতে চেয়েছে, অথচ এই ঠিকানায় আগেই একটি অ্যাকাউন্ট আছে। কিছুই বদলায়নি। আপনি হলে বরং এই ঠিকানা দিয়ে সাইন ইন করুন:\n%{link}\n',
  payRunText:
    'প্রিয় %{name},\n\n%{period} সময়ের আপনার বেতন %{paidAt} তারিখে পরিশোধ হয়েছে।\nসময়: %{hours}। নিট বেতন: %{total}।\n\nআপনার পে-স্লিপ: %{link}',
  inviteSubject: 'আপনার Academy Admin অ্যাকাউন্ট',
  inviteText:
    'প্রিয় %{name},\n\nআপনার জন্য একটি অ্যাকাউন্ট খোলা হয়েছে। আপনার পাসওয়ার্ড বেছে নিতে %{days} দিনের মধ্যে এই লিংকটি খুলুন:\n%{link}\n',
  // "Re:" stays: mail programs thread a reply by it, in any language.
  contactReplySubject: 'Re: %{subject}',
  contactReplyText: 'প্রিয় %{name},\n\n%{message}\n\n— আপনার বার্তা —\n%{original}\n',
  applicationSubject: '%{title} পদের জন্য আপনার আবেদন',
  applicationText: 'প্রিয় %{name},\n\n%{title} পদের জন্য আপনার আবেদনটি %{status}।\n\n%{centre}\n',
  // Stands before "পদের জন্য": "this post".
  applicationJobGone: 'এই',
  applicationApplied: 'গৃহীত হয়েছে এবং পর্যালোচনার অপেক্ষায় আছে',
  applicationPreSelected: 'প্রাথমিকভাবে বাছাই হয়েছে: আমরা আপনার সম্পর্কে আরও জানতে চাই',
  applicationInterviewing: 'সাক্ষাৎকার পর্যায়ে আছে: এর আয়োজন করতে আমরা আপনার সঙ্গে যোগাযোগ করব',
  applicationSelected:
    'সফল হয়েছে: আপনি নির্বাচিত হয়েছেন, পরবর্তী ধাপ নিয়ে আমরা আপনার সঙ্গে যোগাযোগ করব',
  applicationRejected: 'এবার আর এগোনো হচ্ছে না; আগ্রহ দেখানোর জন্য ধন্যবাদ',
  applicationUpdated: 'হালনাগাদ হয়েছে',
};
