/**
 * Pictures placed inside rich text (a blog post's body, an FAQ's answer): uploaded on their own,
 * checked like any image field, stored under `{resource}/editor`, and linked from the text by
 * their `/uploads/…` address. Whoever may create or change the resource's records may upload.
 * A picture stays stored when the text that used it is discarded or edited away.
 */
import { image, type Resource } from '../../schema';
import { translatorFor } from '../i18n/translate';
import { can, type Context } from './context';
import { ForbiddenError, UnauthenticatedError, ValidationError } from './errors';
import { inspectUpload, isUploadedFile, uploadProblem } from './files';

const EDITOR_IMAGE = image();

/** Resources whose forms edit rich text: the ones offering the upload. */
export const hasRichText = (resource: Resource): boolean =>
  resource.operations.some((op) => op === 'create' || op === 'update') &&
  Object.values(resource.fields).some((f) => f.type === 'richText' && f.readOnly !== true);

/** Stores the picture and answers its public address. */
export async function storeEditorImage(
  ctx: Context,
  resource: Resource,
  body: Record<string, unknown>,
): Promise<string> {
  if (!ctx.actor) throw new UnauthenticatedError();
  if (!can(ctx.actor, 'create', resource.subject) && !can(ctx.actor, 'update', resource.subject))
    throw new ForbiddenError();
  const file = body.image;
  const tr = translatorFor(ctx.language ?? 'en');
  if (!isUploadedFile(file)) throw ValidationError.field('image', tr.t('records.imageFile'));
  const inspection = await inspectUpload(EDITOR_IMAGE, file);
  if ('problem' in inspection)
    throw ValidationError.field(
      'image',
      tr.say(uploadProblem(inspection.problem, tr.t('uploads.image'))),
    );
  return ctx.storage.save(`${resource.name}/editor`, file.data, inspection.extension);
}
