/** What recording one confirmed online payment came to, whatever it paid for. */
export type RecordOutcome =
  | { outcome: 'recorded'; paymentId: number }
  | { outcome: 'duplicate' }
  /** Nothing can take the payment (gone, or owing less): the centre refunds it at the provider. */
  | { outcome: 'refused'; reason: string };
