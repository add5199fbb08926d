import type { RaRecord } from 'react-admin';
import { resources } from '../../../resources.config';
import { isConfigPermission } from '../../../schema';

/**
 * Only a permission the config no longer defines may be deleted: the server refuses the others
 * (their grants would be lost), so the screens do not offer it.
 */
export const isDeletablePermission = (record: RaRecord): boolean =>
  !isConfigPermission(resources, {
    action: String(record.action),
    subject: String(record.subject),
  });
