import ToggleButton from '@mui/material/ToggleButton';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useRef, useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { getResource } from '../../../config';
import { useApi } from '../../../lib/api';
import { useAppNotify } from '../../../lib/notify';
import { serverMessage } from '../../../providers/data';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Uploads a picture from the computer (`POST {resource}/editor-image`) and puts it in the text
 * at the cursor, by its address: the text keeps a link, not the picture's bytes.
 */
export function UploadImageButton() {
  const editor = useTiptapEditor();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useAppNotify();
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = translate('app.siteContent.editor.upload_image');

  const upload = async (file: File) => {
    if (!resource) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('image', file, file.name);
      const answer = await api('POST', `${getResource(resource).name}/editor-image`, {
        body: form,
      });
      const url = (answer.data as { url?: unknown } | undefined)?.url;
      if (typeof url === 'string')
        editor
          .chain()
          .focus()
          .insertContent({ type: 'image', attrs: { src: url, alt: file.name } })
          .run();
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ToggleButton
        value="upload-image"
        aria-label={label}
        title={label}
        disabled={!editor || !editor.isEditable || busy}
        onClick={() => input.current?.click()}
      >
        <AddPhotoAlternate fontSize="inherit" />
      </ToggleButton>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_TYPES}
        data-testid="editor-image-upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
}
