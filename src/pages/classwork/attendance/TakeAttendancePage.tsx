import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ClassSession } from '../../../../schema';
import { useClassSessions } from '../../../components/session-calendar';
import { PanelPage } from '../../panels/PanelPage';
import { PanelState } from '../../panels/PanelState';
import { RosterEditor } from './RosterEditor';
import { SessionPicker } from './SessionPicker';
import { dhakaNow } from './sessionTiming';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /employee/attendance: a tutor picks one of their classes (today's by default, or another day's;
 * a class not begun yet cannot be taken) and takes the whole class's attendance on one screen.
 * The day and class are kept in the address, so a reload or a shared link opens the same roster.
 */
export function TakeAttendancePage() {
  const translate = useTranslate();
  const now = dhakaNow();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  // A later day lists its classes too, each marked as not started: an empty list would say the
  // tutor has no classes that day.
  const date = DATE.test(asked) ? asked : now.date;
  const chosenKey = params.get('session');
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Record<string, string> | null>(null);
  const sessions = useClassSessions({ from: date, to: date });
  const list = sessions.data?.sessions ?? [];
  const chosen = list.find((s) => s.key === chosenKey) ?? null;
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  // Leaving a roster with unsaved changes for another class or day is confirmed first.
  const go = (next: Record<string, string>) => {
    if (dirty) setPending(next);
    else setParams(next);
  };
  const pick = (session: ClassSession) => go({ date, session: session.key });

  return (
    <PanelPage title={translate('app.panels.employee_attendance')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            type="date"
            label={translate('app.classwork.attendance.day')}
            value={date}
            onChange={(event) => {
              if (DATE.test(event.target.value)) go({ date: event.target.value });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
            sx={{ mb: 2 }}
          />
          <PanelState
            isPending={sessions.isPending}
            error={sessions.error}
            isEmpty={list.length === 0}
            emptyText={translate('app.classwork.attendance.no_classes')}
            onRetry={() => void sessions.refetch()}
          >
            <SessionPicker
              sessions={list}
              selected={chosen?.key ?? null}
              now={now}
              onSelect={pick}
            />
          </PanelState>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {chosen ? (
            <RosterEditor key={chosen.key} session={chosen} onDirtyChange={onDirtyChange} />
          ) : (
            <Box sx={{ py: 4 }}>
              <Typography sx={{ color: 'text.secondary' }}>
                {translate('app.classwork.attendance.pick_class')}
              </Typography>
            </Box>
          )}
        </Grid>
      </Grid>
      <Confirm
        isOpen={pending !== null}
        title="app.classwork.attendance.discard_title"
        content="app.classwork.attendance.discard_text"
        onConfirm={() => {
          if (pending) setParams(pending);
          setPending(null);
          setDirty(false);
        }}
        onClose={() => setPending(null)}
      />
    </PanelPage>
  );
}
