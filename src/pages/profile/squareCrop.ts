/**
 * The square of a picture that becomes the avatar: centred, as large as the picture allows at
 * zoom 1, smaller (closer in) as zoom grows. Pure geometry, so it is tested without a canvas.
 */
export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
/** Side of the uploaded avatar, in pixels: sharp at twice the largest size it is shown. */
export const AVATAR_SIDE = 512;

export function squareCrop(width: number, height: number, zoom: number): CropSquare {
  const clamped = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  const size = Math.floor(Math.min(width, height) / clamped);
  return {
    x: Math.floor((width - size) / 2),
    y: Math.floor((height - size) / 2),
    size,
  };
}

/** Draws the crop of a loaded picture at the avatar's size and answers it as a PNG file. */
export async function cropToSquareFile(
  image: HTMLImageElement,
  zoom: number,
  name: string,
): Promise<File> {
  const { x, y, size } = squareCrop(image.naturalWidth, image.naturalHeight, zoom);
  const side = Math.min(AVATAR_SIDE, size);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.drawImage(image, x, y, size, size, 0, 0, side, side);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The picture could not be cropped');
  return new File([blob], `${name.replace(/\.[^.]*$/, '') || 'avatar'}.png`, {
    type: 'image/png',
  });
}
