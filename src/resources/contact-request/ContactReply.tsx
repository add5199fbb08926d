import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useApi } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useAppNotify } from '../../lib/notify';
import { useUnsavedChangesGuard } from '../../lib/unsaved/useUnsavedChangesGuard';
import { fieldErrors, serverMessage, useRefreshAfterWrite } from '../../providers/data';

/**
 * Under a contact request: the last reply sent, and a form that e-mails a new one to the sender
 * (`POST contact-request/{id}/reply`), which also marks the request handled.
 */
export function ContactReply() {
  const request = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useApi();
  const notify = useAppNotify();
  const refresh = useRefreshAfterWrite();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  useUnsavedChangesGuard(message.trim() !== '');
  if (!request) return null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      await api('POST', `contact-request/${String(request.id)}/reply`, {
        body: { subject, message },
      });
      notify.success(translate('app.siteContent.contact.sent', { email: String(request.email) }));
      setSubject('');
      setMessage('');
      refresh();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="contact-reply-heading" sx={{ px: 2, pb: 2 }}>
      <Typography id="contact-reply-heading" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('app.siteContent.contact.reply_title')}
      </Typography>
      {typeof request.reply === 'string' && request.reply !== '' && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {translate('app.siteContent.contact.previous', {
              date: formatDateTime(request.replied_at as string | null, locale),
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.reply}
          </Typography>
        </Paper>
      )}
      <Stack component="form" spacing={2} onSubmit={(e) => void send(e)} sx={{ maxWidth: 720 }}>
        <TextField
          label={translate('app.siteContent.contact.subject')}
          value={subject}
          placeholder={`Re: ${String(request.subject)}`}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject !== undefined}
          helperText={errors.subject}
          slotProps={{ htmlInput: { maxLength: 190 } }}
        />
        <TextField
          label={translate('app.siteContent.contact.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          required
          multiline
          minRows={4}
          error={errors.message !== undefined}
          helperText={errors.message}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<Send />}
            disabled={sending || message.trim() === ''}
          >
            {translate('app.siteContent.contact.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
