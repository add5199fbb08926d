import type * as en from '../en/campaigns';

/** Bangla texts of the notification screens; typed so no key can be missed. */
export const campaigns: typeof en.campaigns = {
  recipients: 'প্রাপকেরা',
  nobody: 'এই বিজ্ঞপ্তি কেউ পাচ্ছেন না।',
  not_yet: 'পাঠানোর সময় প্রাপক বাছাই করা হবে।',
  columns: {
    recipient: 'প্রাপক',
    address: 'ঠিকানা',
    status: 'অবস্থা',
    attempts: 'চেষ্টা',
    reason: 'কারণ',
    actions: 'কাজ',
  },
  retry: 'আবার চেষ্টা করুন',
  retry_all: 'সব ব্যর্থগুলো আবার পাঠান',
  retried: 'আবার পাঠানোর জন্য সারিতে রাখা হয়েছে',
  retry_failed: 'আবার সারিতে রাখা যায়নি। অনুগ্রহ করে আরেকবার চেষ্টা করুন।',
  sms_counter:
    '%{characters} / %{limit} অক্ষর · %{smart_count}টি এসএমএস অংশ (সর্বোচ্চ %{max}) |||| %{characters} / %{limit} অক্ষর · %{smart_count}টি এসএমএস অংশ (সর্বোচ্চ %{max})',
  sms_unicode: 'বাংলা বা বিশেষ অক্ষর: প্রতি এসএমএসে ৭০টি',
  sms_too_long: 'অনেক দীর্ঘ: সর্বোচ্চ %{max}টি এসএমএস অংশ',
};
