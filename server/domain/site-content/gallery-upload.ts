/**
 * Several pictures added to a gallery category at once (docs/API.md "Gallery images"). Each file
 * is checked as the image field says; one bad file refuses the whole upload with an error per
 * file (`images.2`), so a gallery never ends up half-added. The images go to the category's end,
 * in the order sent, each with the caption at the same index.
 */
import type { Row } from '../../db/types';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { translatorFor } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { isUploadedFile } from '../../resources/files';
import { createRecord } from '../../resources/operations/create';
import { withSharedTransaction } from '../../resources/shared-transaction';
import { galleryCategory, galleryImage } from '../../../resources/site-content';

// The multipart limit of a request (server/http/plugins/body.ts).
const MAX_FILES = 20;

const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

export async function addGalleryImages(
  ctx: Context,
  categoryId: number,
  body: Record<string, unknown>,
): Promise<Row[]> {
  const images = galleryImage;
  authorize(ctx, 'create', images);
  await findScoped(ctx, ctx.db, galleryCategory, categoryId);
  const files = listOf(body.images);
  const captions = listOf(body.captions);
  const tr = translatorFor(ctx.language ?? 'en');
  if (files.length === 0) throw ValidationError.field('images', tr.t('content.chooseImages'));
  if (files.length > MAX_FILES)
    throw ValidationError.field('images', tr.t('content.tooManyImages', { max: MAX_FILES }));
  const errors: FieldErrors = {};
  const created = await withSharedTransaction(ctx, async (joined) => {
    const rows: Row[] = [];
    for (const [index, file] of files.entries()) {
      if (!isUploadedFile(file)) {
        errors[`images.${index}`] = [tr.t('content.imageFile')];
        continue;
      }
      const caption = captions[index];
      try {
        rows.push(
          await createRecord(joined, images, {
            category_id: categoryId,
            image: file,
            caption: typeof caption === 'string' && caption !== '' ? caption : null,
          }),
        );
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        errors[`images.${index}`] = Object.values(error.errors).flat();
      }
    }
    return { value: rows, commit: Object.keys(errors).length === 0 };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return created;
}
