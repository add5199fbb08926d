import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Chip, IconButton, TextField, Tooltip } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrors, serverMessage } from '../../providers/data/httpError';
import { useSendMessage } from './useChat';

/** What the picker offers; the server checks the bytes (docs/API.md "Messages"). */
const ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods';

/** The message box: Enter sends, Shift+Enter starts a new line; one attachment at most. */
export function Composer({ userId }: { userId: number }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(userId);
  const preview = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  // Each conversation mounts its own box (ChatPage keys it by contact): ready to type.
  useEffect(() => input.current?.focus(), []);

  const canSend = !send.isPending && (text.trim() !== '' || file !== null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    send.mutate(
      { text, file },
      {
        onSuccess: () => {
          setText('');
          setFile(null);
          input.current?.focus();
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const errors = send.error ? fieldErrors(send.error) : {};
  const problem = send.error
    ? (errors.attachment ??
      errors.text ??
      serverMessage(send.error) ??
      translate('app.chat.send_error'))
    : null;

  return (
    <Box component="form" onSubmit={submit} sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {problem}
        </Alert>
      )}
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          {preview && (
            <Box
              component="img"
              src={preview}
              alt=""
              sx={{ height: 56, width: 56, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
          <Chip
            label={file.name}
            onDelete={() => setFile(null)}
            deleteIcon={<CloseIcon aria-label={translate('app.chat.remove_attachment')} />}
            data-testid="chosen-attachment"
            sx={{ maxWidth: '100%' }}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <input
          ref={picker}
          type="file"
          hidden
          accept={ACCEPT}
          data-testid="attachment-input"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        <Tooltip title={translate('app.chat.attachment_hint')}>
          <IconButton
            aria-label={translate('app.chat.attach')}
            onClick={() => picker.current?.click()}
          >
            <AttachFileIcon />
          </IconButton>
        </Tooltip>
        <TextField
          inputRef={input}
          fullWidth
          multiline
          maxRows={5}
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('app.chat.placeholder')}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.chat.message'), maxLength: 5000 },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={!canSend}
          aria-label={translate(send.isPending ? 'app.chat.sending' : 'app.chat.send')}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
