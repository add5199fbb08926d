/** Refusals of the operations every resource shares (ordering, status, editor images), in English. */
export const records = {
  itemsIds: 'The items field must be a list of ids.',
  itemsRepeated: 'The items field has a repeated id.',
  itemsMissing: 'The items field names rows that do not exist.',
  valueRequired: 'The value field is required.',
  imageFile: 'The image field must be a file.',
};
