/**
 * Uploaded files: checked by their bytes (not their name or claimed type), size and, for images,
 * dimensions; stored under DATA_DIR/uploads/<resource>/ and served at /uploads/….
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { FileField } from '../../schema';
import { phrase, type Phrase } from '../i18n/translate';

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
  /** The stored bytes of a public path; undefined when nothing is stored there. */
  bytes(publicPath: string): Promise<Buffer | undefined>;
}

export const UPLOADS_PREFIX = '/uploads/';

export function localStorage(root: string): Storage {
  /** The file of a public path; undefined for a path outside /uploads/ or one climbing out. */
  const fileOf = (publicPath: string) => {
    if (!publicPath.startsWith(UPLOADS_PREFIX)) return undefined;
    const relative = normalize(publicPath.slice(UPLOADS_PREFIX.length));
    return relative.startsWith('..') ? undefined : join(root, relative);
  };
  return {
    async save(folder, data, extension) {
      const dir = join(root, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(join(dir, name), data);
      return `${UPLOADS_PREFIX}${folder}/${name}`;
    },
    async remove(publicPath) {
      const file = fileOf(publicPath);
      if (file) await rm(file, { force: true });
    },
    async bytes(publicPath) {
      const file = fileOf(publicPath);
      if (!file) return undefined;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/**
 * Answers the problem with the file, or the checked extension to store it under. The problem is a
 * phrase of `uploads` without its `name`: the caller knows what the file is for and words it.
 */
export async function inspectUpload(
  field: FileField,
  file: UploadedFile,
): Promise<{ problem: Phrase } | { extension: string }> {
  if (field.maxKb !== undefined && file.data.length > field.maxKb * 1024) {
    return { problem: phrase('uploads.tooLarge', { max: field.maxKb }) };
  }
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || (field.accept && !field.accept.includes(detected.mime))) {
    const types = (field.accept ?? []).map(shortType).join(', ');
    return { problem: phrase('uploads.wrongType', { types }) };
  }
  if (field.type === 'image' && (field.maxWidth !== undefined || field.maxHeight !== undefined)) {
    const { width = 0, height = 0 } = imageSize(file.data);
    if (
      (field.maxWidth !== undefined && width > field.maxWidth) ||
      (field.maxHeight !== undefined && height > field.maxHeight)
    ) {
      return {
        problem: phrase('uploads.tooManyPixels', {
          maxWidth: field.maxWidth ?? '∞',
          maxHeight: field.maxHeight ?? '∞',
          width,
          height,
        }),
      };
    }
  }
  return { extension: detected.ext };
}

function shortType(mime: string): string {
  const sub = mime.split('/')[1] ?? mime;
  return sub.includes('.') ? (sub.split('.').pop() ?? sub) : sub;
}

/** An upload's problem worded for the file it is: `name` as the sentence should call it. */
export const uploadProblem = (problem: Phrase, name: string): Phrase =>
  phrase(problem.key, { ...problem.values, name });
