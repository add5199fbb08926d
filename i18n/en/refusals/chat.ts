/** Refusals of sending a chat message, in English. */
export const chat = {
  notAccepted: 'The %{field} field is not accepted.',
  textString: 'The text must be a string.',
  textTooLong: 'The text may not be greater than %{max} characters.',
  attachmentFile: 'The attachment must be a file.',
  empty: 'Write a message or attach a file.',
};
