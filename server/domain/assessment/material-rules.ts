/**
 * Course material (`MaterialKind`: file, video or link): a file entry carries its upload,
 * a video or a link its address.
 */
import type { Row } from '../../db/types';
import type { FieldErrors } from '../../resources/errors';
import type { courseMaterial } from '../../../resources/classwork';
import type { Check } from '../../resources/hooks';
import { MaterialKind } from '../../../schema';

const missing = (value: unknown) => value === null || value === undefined || value === '';

export const checkMaterial: Check<typeof courseMaterial> = async (
  _ctx,
  _db,
  { values, current },
): Promise<FieldErrors> => {
  const next: Row = { ...current, ...values };
  if (Number(next.kind) === MaterialKind.File)
    return missing(next.file) ? { file: ['The file field is required for a file.'] } : {};
  return missing(next.url) ? { url: ['The url field is required for a video or a link.'] } : {};
};
