/** Refusals of the public API's list queries and the replies to its forms, in English. */
export const publicApi = {
  page: 'The page must be a whole number from 1 to %{max}.',
  perPage: 'The per page must be a whole number from 1 to %{max}.',
  filterShape: 'The filter must name fields: filter[field]=value.',
  filterNotAllowed: 'Filtering on %{name} is not allowed.',
  filterInvalid: 'The %{name} filter is invalid.',
  parameterNotAllowed: 'The %{name} parameter is not allowed.',
  replySubjectTooLong: 'The subject may not be greater than 190 characters.',
  replyMessageRequired: 'The message field is required.',
  replyMessageTooLong: 'The message may not be greater than 10000 characters.',
};
