import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { OnlineLink } from './OnlineLink';
import { SESSION_STATUS, type ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

const statusColor = {
  [SESSION_STATUS.pending]: 'primary',
  [SESSION_STATUS.completed]: 'success',
  [SESSION_STATUS.canceled]: 'default',
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

interface SessionDetailsDialogProps {
  session: ClassSession | null;
  open: boolean;
  onClose: () => void;
  /** What the screen lets the user do with the session (e.g. ask to cancel it). */
  actions?: (session: ClassSession) => ReactNode;
}

/** What the calendar shows on a session click when the screen does not handle it itself. */
export function SessionDetailsDialog({
  session,
  open,
  onClose,
  actions,
}: SessionDetailsDialogProps) {
  const translate = useTranslate();
  const format = useCalendarFormat();
  const titleId = useId();
  const t = (key: string) => translate(`app.calendar.${key}`);
  return (
    <Dialog
      open={open && session !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      {session && (
        <>
          <DialogTitle id={titleId}>{session.course_title}</DialogTitle>
          <DialogContent>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 1,
              }}
            >
              <Row label={t('details.date')}>{format.longDate(session.date)}</Row>
              <Row label={t('details.time')}>
                {format.timeRange(session.start_time, session.end_time)}
                {session.moved && ` (${t('moved')})`}
              </Row>
              <Row label={t('details.tutor')}>
                {session.tutor_name}
                {session.substitute && ` (${t('substitute')})`}
              </Row>
              {session.room && <Row label={t('details.room')}>{session.room}</Row>}
              {session.online_link && (
                <Row label={t('details.online')}>
                  <OnlineLink link={session.online_link} label={t('details.online_open')} />
                </Row>
              )}

              <Row label={t('details.status')}>
                <Chip
                  size="small"
                  color={statusColor[session.status]}
                  label={t(`status.${session.status}`)}
                />
              </Row>
              {session.note && <Row label={t('details.note')}>{session.note}</Row>}
            </Box>
          </DialogContent>
          <DialogActions>
            {actions?.(session)}
            <Button onClick={onClose}>{t('details.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
