/** Refusals of orders, coupons and order payments, in English. */
export const orders = {
  couponInactive: 'The coupon %{code} is not active.',
  couponNotYetValid: 'The coupon %{code} is valid from %{date}.',
  couponExpired: 'The coupon %{code} expired on %{date}.',
  couponUsedUp: 'The coupon %{code} has been used %{used} of %{limit} times.',
  couponForCourse: 'The coupon %{code} is for %{course} only.',
  couponForCourseNo: 'The coupon %{code} is for course #%{id} only.',
  couponMinSpend: 'The coupon %{code} needs a price of at least %{amount}.',
  couponMaxSpend: 'The coupon %{code} applies to a price of at most %{amount}.',
  noSuchCoupon: 'There is no coupon %{code}.',
  amountParam: 'The %{attribute} must be an amount with at most two decimals.',
  paymentsRecorded:
    'Order %{number} has payments recorded: what it is for and its amounts can no longer change.',
  deleteWithPayments:
    'Order %{number} has payments recorded and cannot be deleted: record a refund instead.',
  deletePaid: 'Order %{number} is paid and cannot be deleted.',
  nothingDue: 'Nothing is due on order %{number}.',
  paymentAboveDue: 'The payment cannot exceed the %{amount} due on order %{number}.',
  nothingToRefund: 'Nothing has been paid on order %{number} to refund.',
  refundAboveHeld: 'The refund cannot exceed the %{amount} paid on order %{number}.',
  noBankAccount: 'Choose the bank account the payment went to: the order has none.',
};
