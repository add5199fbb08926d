import DoneAll from '@mui/icons-material/DoneAll';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { ClassSession } from '../../../../schema';
import { formatDate, formatTime } from '../../../lib/format';
import { useAppNotify } from '../../../lib/notify';
import { fieldErrors, serverMessage } from '../../../providers/data';
import { useRoster, useSaveRoster } from './attendanceApi';
import { RosterRow } from './RosterRow';
import {
  draftOf,
  entriesOf,
  isDirty,
  presentStatus,
  shortcutKeys,
  stepStatus,
  withEveryone,
  withNote,
  withStatus,
  type RosterDraft,
} from './rosterDraft';
import { useUnsavedChangesGuard } from '../../../lib/unsaved';

const typing = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/** Field errors of a refused save (`entries.{i}.{field}`), by the student each entry named. */
function errorsByStudent(error: unknown, sent: { student_id: number }[]): Map<number, string> {
  const found = new Map<number, string>();
  for (const [key, message] of Object.entries(fieldErrors(error))) {
    const index = /^entries\.(\d+)\./.exec(key)?.[1];
    const entry = index === undefined ? undefined : sent[Number(index)];
    if (entry) found.set(entry.student_id, message);
  }
  return found;
}

/** The roster of one class: a status per student in a click or a key, then one Save. */
export function RosterEditor({
  session,
  onDirtyChange,
}: {
  session: ClassSession;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useAppNotify();
  const roster = useRoster(session);
  const saving = useSaveRoster();
  const [draft, setDraft] = useState<RosterDraft | null>(() =>
    roster.data ? draftOf(roster.data) : null,
  );
  const [rowErrors, setRowErrors] = useState<Map<number, string>>(new Map());
  const rows = useRef<(HTMLDivElement | null)[]>([]);
  const data = roster.data;

  // A fresh answer (first load, or the saved roster) starts the draft again from what is recorded.
  const [draftOfData, setDraftOfData] = useState(data);
  if (data !== draftOfData) {
    setDraftOfData(data);
    setDraft(data ? draftOf(data) : null);
  }
  const dirty = data !== undefined && draft !== null && isDirty(data, draft);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useUnsavedChangesGuard(dirty);

  if (roster.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button onClick={() => void roster.refetch()}>{translate('app.panels.retry')}</Button>
        }
      >
        {serverMessage(roster.error) ?? translate('app.notify.fetch_error')}
      </Alert>
    );
  }
  if (!data || !draft) return <Skeleton variant="rounded" height={240} aria-busy="true" />;

  const keys = shortcutKeys(data.statuses);
  const present = presentStatus(data.statuses);
  const recorded = data.students.filter((s) => s.status_id !== null).length;

  const onRowKey = (index: number, studentId: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (move !== 0) {
      event.preventDefault();
      rows.current[index + move]?.focus();
      return;
    }
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const chosen =
      step !== 0
        ? stepStatus(data.statuses, draft.status[studentId], step)
        : keys.get(event.key.toLowerCase());
    if (chosen === undefined) return;
    event.preventDefault();
    setDraft(withStatus(draft, studentId, chosen));
    if (step === 0) rows.current[index + 1]?.focus();
  };

  const save = () => {
    const entries = entriesOf(data, draft);
    saving.mutate(
      { schedule_id: session.schedule_id, date: session.date, entries },
      {
        onSuccess: () => {
          setRowErrors(new Map());
          notify.success(translate('app.classwork.attendance.saved'));
        },
        onError: (error) => {
          setRowErrors(errorsByStudent(error, entries));
          notify.error(serverMessage(error) ?? translate('app.notify.save_error'));
        },
      },
    );
  };

  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {data.session.course_title} · {formatDate(data.session.date, locale)},{' '}
            {formatTime(data.session.start_time, locale)}
          </Typography>
          <Chip
            label={translate('app.classwork.attendance.recorded_count', {
              recorded,
              total: data.students.length,
            })}
          />
          {dirty && <Chip color="warning" label={translate('app.classwork.attendance.unsaved')} />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('app.classwork.attendance.keys_hint', {
            keys: [...keys.keys()].map((k) => k.toUpperCase()).join(' '),
          })}
        </Typography>
        {data.students.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>
            {translate('app.classwork.attendance.no_students')}
          </Typography>
        ) : (
          data.students.map((student, index) => (
            <RosterRow
              key={student.student_id}
              ref={(el) => {
                rows.current[index] = el;
              }}
              student={student}
              statuses={data.statuses}
              statusId={draft.status[student.student_id] ?? null}
              note={draft.note[student.student_id] ?? ''}
              error={rowErrors.get(student.student_id)}
              onStatus={(statusId) => setDraft(withStatus(draft, student.student_id, statusId))}
              onNote={(note) => setDraft(withNote(draft, student.student_id, note))}
              onKeyDown={onRowKey(index, student.student_id)}
            />
          ))
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button
            startIcon={<DoneAll />}
            disabled={!present || data.students.length === 0}
            onClick={() => present && setDraft(withEveryone(draft, data.students, present.id))}
          >
            {translate('app.classwork.attendance.mark_all')}
          </Button>
          <Button
            variant="contained"
            startIcon={<Save />}
            disabled={!dirty || saving.isPending}
            onClick={save}
          >
            {translate('ra.action.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
