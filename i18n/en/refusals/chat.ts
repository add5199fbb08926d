/** Refusals of sending a chat message and of a conversation's paging, in English. */
export const chat = {
  notAccepted: 'The %{field} field is not accepted.',
  textString: 'The text must be a string.',
  textTooLong: 'The text may not be greater than %{max} characters.',
  attachmentFile: 'The attachment must be a file.',
  empty: 'Write a message or attach a file.',
  perPage: 'The per_page must be a whole number from 1 to %{max}.',
  before: 'The before must be a whole number from 1 to %{max}.',
};
