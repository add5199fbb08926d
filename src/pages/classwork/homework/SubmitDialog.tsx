import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { keyOfName } from '../../../config';
import { useAppNotify } from '../../../lib/notify';
import { fieldErrors, serverMessage } from '../../../providers/data';
import { studentHomeWork } from '../../../../resources.config';

const submissions = keyOfName('student-home-work');
const attachmentField = studentHomeWork.fields.attachment;
const ACCEPT = attachmentField?.type === 'file' ? (attachmentField.accept ?? []).join(',') : '';

/**
 * The student's hand-in: an answer and a file, sent as a multipart form (POST, or POST with
 * `_method=PUT` to change an earlier one; the data provider builds both). The server stamps the
 * time and says whether it was late.
 */
export function SubmitDialog({
  homework,
  submission,
  open,
  onClose,
  onSaved,
}: {
  homework: RaRecord;
  submission: RaRecord | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const dataProvider = useDataProvider();
  const fileId = useId();
  const [answer, setAnswer] = useState(String(submission?.answer ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const data: Record<string, unknown> = { answer };
    if (file) data.attachment = { rawFile: file };
    try {
      if (submission)
        await dataProvider.update(submissions, {
          id: submission.id,
          data,
          previousData: submission,
        });
      else await dataProvider.create(submissions, { data: { ...data, home_work_id: homework.id } });
      notify.success(translate('app.classwork.homework.saved'));
      setErrors({});
      onSaved();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
    } finally {
      setSaving(false);
    }
  };

  const otherError = Object.entries(errors)
    .filter(([field]) => field !== 'answer' && field !== 'attachment')
    .map(([, message]) => message)
    .join(' ');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{String(homework.title)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            label={translate('app.classwork.homework.answer')}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            multiline
            minRows={5}
            fullWidth
            error={errors.answer !== undefined}
            helperText={errors.answer}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
            sx={{ mt: 1 }}
          />
          <Box>
            <Button
              component="label"
              htmlFor={fileId}
              variant="outlined"
              startIcon={<AttachFile />}
            >
              {translate('app.classwork.homework.attach')}
            </Button>
            <input
              id={fileId}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={translate('app.classwork.homework.attach')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {file
                ? file.name
                : submission?.attachment
                  ? translate('app.classwork.homework.keeps_file')
                  : translate('app.classwork.homework.no_file')}
            </Typography>
            {errors.attachment && <FormHelperText error>{errors.attachment}</FormHelperText>}
          </Box>
          {otherError && <FormHelperText error>{otherError}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('app.classwork.homework.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
