import type { content as english } from '../../en/refusals/content';

/** Refusals of the site's content, tutoring requests and affiliate payouts, in Bangla. */
export const content: typeof english = {
  chooseImages: 'অন্তত একটি ছবি বেছে নিন।',
  tooManyImages: 'একবারে সর্বোচ্চ %{max}টি ছবি যোগ করা যায়।',
  imageFile: 'ছবিটি একটি ফাইল হতে হবে।',
  courseRequired: 'কোর্স ঘরটি পূরণ করা আবশ্যক।',
  courseInvalid: 'বেছে নেওয়া কোর্সটি সঠিক নয়।',
  studentEmailRequired: 'শিক্ষার্থীর ই-মেইল ঘরটি পূরণ করা আবশ্যক।',
  studentEmailInvalid: 'শিক্ষার্থীর ই-মেইল ঘরে একটি সঠিক ই-মেইল ঠিকানা দিন।',
  alreadyConverted: 'এই টিউটরিং অনুরোধটি আগেই রূপান্তর করা হয়েছে।',
  payoutAboveUnpaid: 'অ্যাফিলিয়েটের অপরিশোধিত ব্যালান্স %{unpaid}; %{amount} পেআউট তার চেয়ে বেশি।',
};
