/** Whether a write changes a stored value (forms send unchanged fields back; an upload always changes). */
import type { Row } from '../../../db/types';
import { isUploadedFile } from '../../../resources/files';

const stored = (value: unknown) => (value === undefined || value === null ? null : String(value));

export function rewrites(values: Row, current: Row | undefined, field: string): boolean {
  if (!(field in values)) return false;
  const value = values[field];
  if (isUploadedFile(value)) return true;
  return stored(value) !== stored(current?.[field]);
}
