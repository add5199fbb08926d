import type { finance as english } from '../../en/refusals/finance';

/** Refusals of the centre's accounts and reports, in Bangla. */
export const finance: typeof english = {
  overdraw: 'ব্যাংক হিসাবের ব্যালান্স %{balance}; এখান থেকে %{amount} দিলে বাকি থাকবে %{after}।',
  startDateFormat: 'শুরুর তারিখ ঘরে একটি তারিখ দিন (YYYY-MM-DD)।',
  endDateFormat: 'শেষের তারিখ ঘরে একটি তারিখ দিন (YYYY-MM-DD)।',
  endBeforeStart: 'শেষের তারিখ শুরুর তারিখের দিন বা তার পরের হতে হবে।',
  periodTooLong: 'সময়কাল সর্বোচ্চ %{days} দিনের হতে পারে।',
  unknownFlowKinds: 'ধরন ঘরে এগুলোর কয়েকটি দিন: %{kinds}।',
};
