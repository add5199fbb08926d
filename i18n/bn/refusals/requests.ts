import type { requests as english } from '../../en/refusals/requests';

/** Refusals of a request's own parameters (paging, flags, uploads), in Bangla. */
export const requests: typeof english = {
  wholeNumberField: '%{attribute} ঘরে ১ থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা দিন।',
  wholeNumber: '%{attribute} ১ থেকে %{max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  flag: '%{attribute} ঘরে 1 অথবা 0 দিন।',
};
