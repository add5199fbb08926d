/**
 * A chat attachment: images and common documents, recognised by their bytes (file-type), never by
 * their name or the type the browser claims; at most MESSAGE_ATTACHMENT.maxKb.
 */
import { basename } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { file } from '../../../schema';
import type { Translator } from '../../i18n/translate';
import {
  inspectUpload,
  uploadProblem,
  type Storage,
  type UploadedFile,
} from '../../resources/files';
import { ValidationError } from '../../resources/errors';

export const MESSAGE_ATTACHMENT = file({
  maxKb: 10 * 1024,
  accept: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    // The legacy .doc/.xls/.ppt container.
    'application/x-cfb',
  ],
});

export interface StoredAttachment {
  attachment_path: string;
  attachment_name: string;
  attachment_mime: string;
  attachment_size: number;
}

const NAME_MAX = 190;

/** Checks and stores the file; a refused file is a 422 on `attachment`. */
export async function storeAttachment(
  storage: Storage,
  upload: UploadedFile,
  tr: Translator,
): Promise<StoredAttachment> {
  const checked = await inspectUpload(MESSAGE_ATTACHMENT, upload);
  if ('problem' in checked)
    throw ValidationError.field(
      'attachment',
      tr.say(uploadProblem(checked.problem, tr.t('uploads.attachment'))),
    );
  const mime = (await fileTypeFromBuffer(upload.data))?.mime ?? 'application/octet-stream';
  const name = basename(upload.filename || `attachment.${checked.extension}`).slice(-NAME_MAX);
  return {
    attachment_path: await storage.save('messages', upload.data, checked.extension),
    attachment_name: name,
    attachment_mime: mime,
    attachment_size: upload.data.length,
  };
}
