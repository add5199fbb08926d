import type { campaigns as english } from '../../en/refusals/campaigns';

/** Refusals of a notification campaign (e-mail, push, SMS), in Bangla. */
export const campaigns: typeof english = {
  alreadySent: 'এই নোটিফিকেশন আগেই পাঠানো হয়েছে, তাই আর বদলানো যাবে না।',
  smsTooLong: 'বার্তাটি %{segments}টি SMS অংশ নেয়; সর্বোচ্চ %{max}টি অংশ চলে।',
  chooseUserType: 'কোন ধরনের ব্যবহারকারীদের পাঠাবেন, তা বেছে নিন।',
  chooseCourse: 'যে কোর্সের শিক্ষার্থী ও অভিভাবকেরা এটি পাবেন, সেটি বেছে নিন।',
  chooseUsers: 'অন্তত একজন ব্যবহারকারী বেছে নিন।',
};
