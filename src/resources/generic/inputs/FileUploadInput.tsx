import { FileField, FileInput } from 'react-admin';
import { uploadLimits, type UploadInputProps } from './uploadLimits';

/** A stored path is shown as a link named after the file; a newly picked file replaces it. */
const toLink = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? { src: value, title: value.split('/').pop() ?? value }
    : value;

export function FileUploadInput({ source, label, validate, accept, maxKb }: UploadInputProps) {
  return (
    <FileInput
      source={source}
      label={label}
      validate={validate}
      format={toLink}
      {...uploadLimits({ accept, maxKb })}
    >
      <FileField source="src" title="title" target="_blank" rel="noopener" />
    </FileInput>
  );
}
