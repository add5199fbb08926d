import type { Readable } from 'node:stream';

/** A document ready to send: the name it is saved under and its bytes as they are made. */
export interface PdfFile {
  name: string;
  stream: Readable;
}

/** A file name of letters, digits, dots, dashes and underscores, whatever a number holds. */
export const fileName = (...parts: readonly (string | number)[]): string =>
  `${parts.map((part) => String(part).replace(/[^A-Za-z0-9._-]+/g, '-')).join('-')}.pdf`;
