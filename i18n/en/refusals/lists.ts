/** Refusals of the back office's list parameters and of an export's format, in English. */
export const lists = {
  page: 'The page must be a whole number from 1 to %{max}.',
  perPage: 'The per page must be a whole number from 1 to %{max}.',
  sortByOne: 'The sort by must be one field name.',
  notSortable: 'The list cannot be sorted by %{field}.',
  sortDir: 'The sort dir must be asc or desc.',
  filterShape: 'The filter must be given as filter[field]=value.',
  notFilterable: 'The list cannot be filtered by %{field}.',
  filterInvalid: 'The %{field} filter has an invalid value.',
  noDateRange: 'The list has no date to filter by %{param}.',
  startDate: 'The start date must be a date (YYYY-MM-DD) from %{min} to %{max}.',
  endDate: 'The end date must be a date (YYYY-MM-DD) from %{min} to %{max}.',
  searchText: 'The search must be text.',
  searchNul: 'The search must not contain NUL characters.',
  searchTooLong: 'The search must not be greater than %{max} characters.',
  exportFormat: 'The format must be csv or xlsx.',
};
