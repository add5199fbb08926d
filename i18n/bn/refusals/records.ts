import type { records as english } from '../../en/refusals/records';

/** Refusals of the operations every resource shares (ordering, status, editor images), in Bangla. */
export const records: typeof english = {
  itemsIds: 'items ঘরে আইডির একটি তালিকা দিতে হবে।',
  itemsRepeated: 'items ঘরে একই আইডি একাধিকবার আছে।',
  itemsMissing: 'items ঘরে এমন সারির উল্লেখ আছে, যা নেই।',
  valueRequired: 'মান (value) ঘরটি পূরণ করা আবশ্যক।',
  imageFile: 'ছবি ঘরে একটি ফাইল দিতে হবে।',
};
