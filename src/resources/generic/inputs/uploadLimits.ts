import type { Validator } from 'react-admin';

export interface UploadInputProps {
  source: string;
  label: string;
  validate: Validator[];
  accept?: string[];
  maxKb?: number;
}

/** The field's accepted types and size as the dropzone wants them (the server checks again). */
export function uploadLimits({ accept, maxKb }: Pick<UploadInputProps, 'accept' | 'maxKb'>) {
  return {
    accept: accept ? Object.fromEntries(accept.map((type) => [type, []])) : undefined,
    maxSize: maxKb ? maxKb * 1024 : undefined,
  };
}
