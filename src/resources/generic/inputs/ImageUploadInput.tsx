import { ImageField, ImageInput } from 'react-admin';
import { uploadLimits, type UploadInputProps } from './uploadLimits';

/** A stored path is shown as the current picture; a newly picked file previews before saving. */
const toPreview = (value: unknown) =>
  typeof value === 'string' && value !== '' ? { src: value } : value;

export function ImageUploadInput({ source, label, validate, accept, maxKb }: UploadInputProps) {
  return (
    <ImageInput
      source={source}
      label={label}
      validate={validate}
      format={toPreview}
      {...uploadLimits({ accept, maxKb })}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
