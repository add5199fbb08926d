/**
 * Uploaded files: checked by their bytes (not their name or claimed type), size and, for images,
 * dimensions; stored under DATA_DIR/uploads/<resource>/ and served at /uploads/….
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { FileField } from '../../schema';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data)
  );
}

export interface Storage {
  /** Stores the bytes and answers the public path (`/uploads/...`). */
  save(folder: string, data: Buffer, extension: string): Promise<string>;
  remove(publicPath: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

export function localStorage(root: string): Storage {
  return {
    async save(folder, data, extension) {
      const dir = join(root, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(join(dir, name), data);
      return `${UPLOADS_PREFIX}${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith(UPLOADS_PREFIX)) return;
      const relative = normalize(publicPath.slice(UPLOADS_PREFIX.length));
      if (relative.startsWith('..')) return;
      await rm(join(root, relative), { force: true });
    },
  };
}

/** Answers the problem with the file, or the checked extension to store it under. */
export async function inspectUpload(
  field: FileField,
  file: UploadedFile,
): Promise<{ error: string } | { extension: string }> {
  if (field.maxKb !== undefined && file.data.length > field.maxKb * 1024) {
    return { error: `may not be greater than ${field.maxKb} kilobytes` };
  }
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || (field.accept && !field.accept.includes(detected.mime))) {
    return { error: `must be a file of type: ${(field.accept ?? []).map(shortType).join(', ')}` };
  }
  if (field.type === 'image' && (field.maxWidth !== undefined || field.maxHeight !== undefined)) {
    const { width = 0, height = 0 } = imageSize(file.data);
    if (
      (field.maxWidth !== undefined && width > field.maxWidth) ||
      (field.maxHeight !== undefined && height > field.maxHeight)
    ) {
      return {
        error: `must be at most ${field.maxWidth ?? '∞'} × ${field.maxHeight ?? '∞'} pixels (this one is ${width} × ${height})`,
      };
    }
  }
  return { extension: detected.ext };
}

function shortType(mime: string): string {
  const sub = mime.split('/')[1] ?? mime;
  return sub.includes('.') ? (sub.split('.').pop() ?? sub) : sub;
}
