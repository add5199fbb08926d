import type { SettingDef } from '../../../../schema';

export interface Size {
  width: number;
  height: number;
}

/** The problem with a picked image's size, as an i18n key and its values, or null when it fits. */
export function sizeProblem(
  def: SettingDef,
  size: Size,
): { key: string; values: Record<string, number> } | null {
  const maxWidth = def.file?.maxWidth;
  const maxHeight = def.file?.maxHeight;
  if (
    (maxWidth !== undefined && size.width > maxWidth) ||
    (maxHeight !== undefined && size.height > maxHeight)
  ) {
    return {
      key: 'app.site.settings.too_large',
      values: { maxWidth: maxWidth ?? size.width, maxHeight: maxHeight ?? size.height, ...size },
    };
  }
  if (def.square && size.width !== size.height)
    return { key: 'app.site.settings.not_square', values: { ...size } };
  return null;
}

/** The picture's pixel size, read by the browser before anything is uploaded. */
export function readImageSize(file: File): Promise<Size> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      reject(new Error('unreadable image'));
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}
