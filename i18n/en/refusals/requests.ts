/** Refusals of a request's own parameters (paging, flags, uploads), in English. */
export const requests = {
  wholeNumberField: 'The %{attribute} field must be a whole number from 1 to %{max}.',
  wholeNumber: 'The %{attribute} must be a whole number from 1 to %{max}.',
  flag: 'The %{attribute} field must be 1 or 0.',
};
