import { useState } from 'react';
import {
  useDataProvider,
  useGetList,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { keyOfName } from '../../config';
import { useApi } from '../../lib/api';
import { useAppNotify } from '../../lib/notify';
import { fieldErrors, serverMessage, useAppDataProvider } from '../../providers/data';

const IMAGES = keyOfName('gallery-image');

/**
 * A gallery's pictures in their order, and what can be done to them: add several at once
 * (`POST gallery-category/{id}/images`), caption, delete, and reorder (`arrange-order`), each
 * followed by a fresh read so the page shows what the server kept.
 */
export function useGalleryImages(categoryId: Identifier | undefined) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const api = useApi();
  const appData = useAppDataProvider();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const list = useGetList<RaRecord>(
    IMAGES,
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'position', order: 'ASC' },
      filter: { category_id: categoryId },
    },
    { enabled: categoryId !== undefined },
  );

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      notify.success(await work());
    } catch (error) {
      const perFile = Object.values(fieldErrors(error)).flat();
      notify.error(
        perFile.length > 0
          ? perFile.join(' ')
          : (serverMessage(error) ?? translate('app.notify.save_error')),
      );
    } finally {
      setBusy(false);
      await list.refetch();
    }
  };

  return {
    list,
    busy,
    upload: (files: File[]) =>
      run(async () => {
        const form = new FormData();
        files.forEach((file, index) => form.append(`images[${index}]`, file, file.name));
        await api('POST', `gallery-category/${String(categoryId)}/images`, { body: form });
        return translate('app.siteContent.gallery.added', { count: files.length });
      }),
    caption: (image: RaRecord, caption: string) =>
      run(async () => {
        await dataProvider.update(IMAGES, { id: image.id, data: { caption }, previousData: image });
        return translate('app.siteContent.gallery.caption_saved');
      }),
    remove: (image: RaRecord) =>
      run(async () => {
        await dataProvider.delete(IMAGES, { id: image.id, previousData: image });
        return translate('app.notify.deleted', {
          item: translate('resources.gallery-image.name', { smart_count: 1 }),
        });
      }),
    reorder: (ids: Identifier[]) =>
      run(async () => {
        await appData.arrangeOrder('gallery-image', ids);
        return translate('app.siteContent.gallery.order_saved');
      }),
  };
}
