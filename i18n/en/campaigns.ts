/** Texts of the e-mail, push and SMS notification screens (merged under `app.campaigns`). */
export const campaigns = {
  recipients: 'Recipients',
  nobody: 'Nobody receives this notification.',
  not_yet: 'The recipients are chosen when it is sent.',
  columns: {
    recipient: 'Recipient',
    address: 'Address',
    status: 'Status',
    attempts: 'Tries',
    reason: 'Reason',
    actions: 'Actions',
  },
  retry: 'Retry',
  retry_all: 'Retry all failed',
  retried: 'Queued to be sent again',
  retry_failed: 'It could not be queued again. Please try once more.',
  sms_counter:
    '%{characters} / %{limit} characters · %{smart_count} SMS part (at most %{max}) |||| %{characters} / %{limit} characters · %{smart_count} SMS parts (at most %{max})',
  sms_unicode: 'Bangla or special characters: 70 per SMS',
  sms_too_long: 'Too long: at most %{max} SMS parts',
};
