/**
 * A picture for a passage, stem or explanation, kept inside the question's text as a data URL.
 * Small on purpose: the text of a passage holds at most 100,000 characters, and a data URL takes
 * about 4 characters for every 3 bytes of the picture.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const MAX_IMAGE_KB = 48;

export type ImageResult = { src: string } | { error: 'image_type' | 'image_size'; max: number };

export function imageAsDataUrl(file: File): Promise<ImageResult> {
  if (!IMAGE_TYPES.includes(file.type))
    return Promise.resolve({ error: 'image_type', max: MAX_IMAGE_KB });
  if (file.size > MAX_IMAGE_KB * 1024)
    return Promise.resolve({ error: 'image_size', max: MAX_IMAGE_KB });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ src: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });
}
