/**
 * What happens after a record of a resource changes, beyond storing it (Payload's afterChange):
 * e-mails and notifications. Hooks run once the change is committed; a failing hook is logged and
 * does not undo or fail the change the user made.
 */
import type { Row } from '../../db/types';
import type { Context } from '../../resources/context';
import { mailApplicantOnStatusChange } from './applicant-status-mail';

/** `before` is the stored row as it was; `after` is the record as the API answers it. */
export type AfterUpdate = (ctx: Context, change: { before: Row; after: Row }) => Promise<void>;

const afterUpdate: Readonly<Record<string, AfterUpdate>> = {
  'job-applicant': mailApplicantOnStatusChange,
};

export async function runAfterUpdate(
  ctx: Context,
  resource: string,
  before: Row,
  after: Row,
): Promise<void> {
  const hook = afterUpdate[resource];
  if (!hook) return;
  try {
    await hook(ctx, { before, after });
  } catch (error) {
    console.error(`After-update hook of ${resource} #${String(after.id)} failed:`, error);
  }
}
