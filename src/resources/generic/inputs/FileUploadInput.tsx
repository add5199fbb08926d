import { FileField, FileInput, type Validator } from 'react-admin';

interface Props {
  source: string;
  label: string;
  validate: Validator[];
  accept?: string[];
  maxKb?: number;
}

/** A stored path is shown as a link named after the file; a newly picked file replaces it. */
const toLink = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? { src: value, title: value.split('/').pop() ?? value }
    : value;

export function FileUploadInput({ source, label, validate, accept, maxKb }: Props) {
  return (
    <FileInput
      source={source}
      label={label}
      validate={validate}
      format={toLink}
      accept={accept ? Object.fromEntries(accept.map((t) => [t, []])) : undefined}
      maxSize={maxKb ? maxKb * 1024 : undefined}
    >
      <FileField source="src" title="title" target="_blank" rel="noopener" />
    </FileInput>
  );
}
