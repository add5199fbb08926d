import { ImageField, ImageInput, type Validator } from 'react-admin';

interface Props {
  source: string;
  label: string;
  validate: Validator[];
  accept?: string[];
  maxKb?: number;
}

/** A stored path is shown as the current picture; a newly picked file previews before saving. */
const toPreview = (value: unknown) =>
  typeof value === 'string' && value !== '' ? { src: value } : value;

export function ImageUploadInput({ source, label, validate, accept, maxKb }: Props) {
  return (
    <ImageInput
      source={source}
      label={label}
      validate={validate}
      format={toPreview}
      accept={accept ? Object.fromEntries(accept.map((t) => [t, []])) : undefined}
      maxSize={maxKb ? maxKb * 1024 : undefined}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
