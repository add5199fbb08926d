/** Refusals of paying online, in English (an order's own refusals are in orders.ts). */
export const payments = {
  noProvider: 'Online payment is not available: the centre has not set up a payment provider.',
  noAccount:
    'Online payment is not available: the centre has not chosen the account online payments go to.',
  belowMinimum: 'The payment must be at least %{amount} on order %{number}.',
  studentRequired: 'The student field is required.',
};
