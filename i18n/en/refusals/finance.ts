/** Refusals of the centre's accounts and reports, in English. */
export const finance = {
  overdraw:
    "The bank account's balance is %{balance}; paying %{amount} from it would leave %{after}.",
  startDateFormat: 'The start date field must be a date (YYYY-MM-DD).',
  endDateFormat: 'The end date field must be a date (YYYY-MM-DD).',
  endBeforeStart: 'The end date field must be a date after or equal to start date.',
  periodTooLong: 'The period may span at most %{days} days.',
  unknownFlowKinds: 'The kinds field must list some of: %{kinds}.',
};
