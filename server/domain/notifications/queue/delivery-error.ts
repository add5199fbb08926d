/**
 * A delivery that did not go out. `permanent`: trying again cannot help (no address, a number the
 * provider refuses), so the recipient is marked failed at once instead of retried.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** The reason stored on the delivery row, short enough to show in a table. */
export function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000) || 'Unknown error';
}
