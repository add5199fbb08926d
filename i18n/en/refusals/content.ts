/** Refusals of the site's content, tutoring requests and affiliate payouts, in English. */
export const content = {
  chooseImages: 'Choose at least one image.',
  tooManyImages: 'At most %{max} images can be added at once.',
  imageFile: 'The image must be a file.',
  courseRequired: 'The course field is required.',
  courseInvalid: 'The selected course is invalid.',
  studentEmailRequired: 'The student email field is required.',
  studentEmailInvalid: 'The student email field must be a valid email address.',
  alreadyConverted: 'This tutoring request has already been converted.',
  payoutAboveUnpaid:
    "The affiliate's unpaid balance is %{unpaid}; a payout of %{amount} is more than that.",
};
