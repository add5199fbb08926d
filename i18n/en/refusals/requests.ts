/** Refusals of a request's own parameters (paging), in English. */
export const requests = {
  wholeNumberField: 'The %{attribute} field must be a whole number from 1 to %{max}.',
};
