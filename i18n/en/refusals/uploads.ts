/**
 * Refusals of an uploaded file's size, type and pixels, in English. `%{name}` is what the file is
 * for: a field, "image", "attachment", a setting.
 */
export const uploads = {
  tooLarge: 'The %{name} may not be greater than %{max} kilobytes.',
  wrongType: 'The %{name} must be a file of type: %{types}.',
  tooManyPixels:
    'The %{name} must be at most %{maxWidth} × %{maxHeight} pixels (this one is %{width} × %{height}).',
  notSquare: 'The %{name} must be square (this one is %{width} × %{height}).',
  image: 'image',
  attachment: 'attachment',
};
