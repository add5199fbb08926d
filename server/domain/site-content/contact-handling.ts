/**
 * A contact request is handled once someone has dealt with it: marking it (toggle or edit)
 * stamps when and by whom; unmarking clears both, so the stamps always describe the flag.
 */
import { actorId } from '../../resources/context';
import { now } from '../../resources/records';
import type { contactRequest } from '../../../resources/site-content';
import type { BeforeSave } from '../../resources/hooks';

export const stampHandling: BeforeSave<typeof contactRequest> = (_tx, ctx, { values, current }) => {
  if (!('is_handled' in values)) return Promise.resolve();
  const handled = values.is_handled === true;
  const wasHandled = current?.is_handled === 1;
  if (handled && !wasHandled) {
    values.handled_at = now();
    values.handled_by = actorId(ctx);
  } else if (!handled) {
    values.handled_at = null;
    values.handled_by = null;
  }
  return Promise.resolve();
};
