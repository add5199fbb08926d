import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import {
  AutocompleteInput,
  Button,
  email,
  Form,
  HttpError,
  ReferenceInput,
  required,
  SaveButton,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { UnsavedChangesWarning } from '../../lib/unsaved';
import { keyOfName } from '../../config';
import { useApi } from '../../lib/api';
import { useAppNotify } from '../../lib/notify';
import { serverMessage, useRefreshAfterWrite } from '../../providers/data';

const FORM_FIELDS = ['course_id', 'student_email'];

interface ConvertValues {
  course_id?: number | null;
  student_email?: string;
}

/**
 * Asks for the two things a request does not hold (the course, and the student's own e-mail,
 * since the guardian's belongs to the parent) and converts it. Field errors of the server land
 * on the inputs; anything else (the guardian's e-mail taken by another kind of account) is shown
 * above them.
 */
export function ConvertToStudentDialog({
  request,
  onClose,
}: {
  request: RaRecord;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const api = useApi();
  const notify = useAppNotify();
  const refresh = useRefreshAfterWrite();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ConvertValues) => {
    setFailure(null);
    try {
      const answer = await api('POST', `tutoring-request/${String(request.id)}/convert`, {
        body: { course_id: values.course_id ?? null, student_email: values.student_email ?? '' },
      });
      notify.success(
        typeof answer.message === 'string' ? answer.message : translate('app.notify.done'),
      );
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      const errors =
        error instanceof HttpError
          ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {})
          : {};
      const onForm = Object.fromEntries(
        Object.entries(errors).filter(([field]) => FORM_FIELDS.includes(field)),
      );
      if (Object.keys(onForm).length < Object.keys(errors).length || !Object.keys(errors).length)
        setFailure(serverMessage(error) ?? translate('app.notify.generic_error'));
      return onForm;
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="convert-title">
      <Form onSubmit={submit} defaultValues={{ course_id: null, student_email: '' }}>
        <UnsavedChangesWarning />
        <DialogTitle id="convert-title">{translate('app.people.convert.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('app.people.convert.intro', {
              student: String(request.student_name ?? ''),
              guardian: String(request.guardian_name ?? ''),
            })}
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <ReferenceInput
            source="course_id"
            reference={keyOfName('course')}
            filter={{ status: 'published', is_active: 1 }}
          >
            <AutocompleteInput
              label="app.people.convert.course"
              optionText="title"
              validate={required()}
              filterToQuery={(q) => ({ q })}
            />
          </ReferenceInput>
          <TextInput
            source="student_email"
            type="email"
            label="app.people.convert.student_email"
            helperText="app.people.convert.student_email_help"
            validate={[required(), email()]}
          />
        </DialogContent>
        <DialogActions>
          <Button label="app.people.convert.cancel" onClick={onClose} />
          <SaveButton label="app.people.convert.submit" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
