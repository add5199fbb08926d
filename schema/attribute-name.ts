/** "bank_account_id" → "bank account": the attribute name in messages. */
export function attributeName(field: string): string {
  return field.replace(/_id$/, '').replace(/_/g, ' ');
}
