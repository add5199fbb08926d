/** Refusals of paying online, in English (an order's own refusals are in orders.ts). */
export const payments = {
  noProvider: 'Online payment is not available: the centre has not set up a payment provider.',
  noAccount:
    'Online payment is not available: the centre has not chosen the account online payments go to.',
  belowMinimum: 'The payment must be at least %{amount} on order %{number}.',
  studentRequired: 'The student field is required.',
  feeLine: 'Tutoring request fee: %{student}',
  feeIncomeTitle: 'Tutoring request fee #%{id}: %{student}',
  feeNotAwaiting: 'This tutoring request’s fee is already paid.',
  checkoutFailed:
    'The payment page could not be opened just now. Please try again in a few minutes.',
  earlierPagePaid:
    'A payment on order %{number} was just made on a payment page opened earlier and is being confirmed. Please check the order again in a minute before paying more.',
  feeProviderFailed:
    'Your request is saved, but the payment page could not be opened just now. Please try paying the fee again in a few minutes.',
};
