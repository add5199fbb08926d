import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { keyOfName } from '../../config';
import { formatDateTime } from '../../lib/format';
import { useAppNotify } from '../../lib/notify';
import { fieldErrors, serverMessage } from '../../providers/data';

const submissions = keyOfName('student-home-work');

/** One student's hand-in with its mark and feedback, saved in place. */
export function SubmissionMarkRow({
  submission,
  studentName,
  total,
}: {
  submission: RaRecord;
  studentName: string;
  total: number;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useAppNotify();
  const [update, { isPending }] = useUpdate();
  const [mark, setMark] = useState(submission.mark === null ? '' : String(submission.mark));
  const [feedback, setFeedback] = useState(String(submission.feedback ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = (event: FormEvent) => {
    event.preventDefault();
    void update(
      submissions,
      {
        id: submission.id,
        data: { mark: mark === '' ? null : Number(mark), feedback: feedback.trim() || null },
        previousData: submission,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setErrors({});
          notify.success(translate('app.classwork.marking.saved', { name: studentName }));
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
        },
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={save}
      aria-label={translate('app.classwork.marking.of', { name: studentName })}
      sx={{
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{studentName}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatDateTime(String(submission.submitted_at ?? ''), locale)}
        </Typography>
        {submission.is_late === true && (
          <Chip
            size="small"
            color="warning"
            label={translate('app.classwork.homework.state.late')}
          />
        )}
      </Box>
      {typeof submission.answer === 'string' && submission.answer !== '' && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {submission.answer}
        </Typography>
      )}
      {typeof submission.attachment === 'string' && submission.attachment !== '' && (
        <Link href={submission.attachment} target="_blank" rel="noopener noreferrer" download>
          {translate('app.classwork.marking.file', { name: studentName })}
        </Link>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          type="number"
          size="small"
          label={translate('app.classwork.marking.mark', { total })}
          value={mark}
          onChange={(event) => setMark(event.target.value)}
          error={errors.mark !== undefined}
          helperText={errors.mark}
          slotProps={{ htmlInput: { min: 0, max: total, step: 1 } }}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label={translate('app.classwork.marking.feedback')}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          error={errors.feedback !== undefined}
          helperText={errors.feedback}
          multiline
          maxRows={6}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" disabled={isPending}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Box>
  );
}
