import NoteAdd from '@mui/icons-material/NoteAdd';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { forwardRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { AttendanceStatusOption, AttendanceRosterStudent } from '../../../../schema';
import { useTitleIn } from '../../../resources/generic/titleSource';

interface RosterRowProps {
  student: AttendanceRosterStudent;
  statuses: readonly AttendanceStatusOption[];
  statusId: number | null;
  note: string;
  error?: string;
  onStatus: (statusId: number) => void;
  onNote: (note: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * One student of the roster: a button per status (one click each), a note on demand, and what is
 * recorded already. The row takes the keyboard: arrows and status letters (RosterEditor).
 */
export const RosterRow = forwardRef<HTMLDivElement, RosterRowProps>(function RosterRow(
  { student, statuses, statusId, note, error, onStatus, onNote, onKeyDown },
  ref,
) {
  const translate = useTranslate();
  const statusName = useTitleIn('attendance-status');
  const [noteOpen, setNoteOpen] = useState(note !== '');
  const recorded = statuses.find((s) => s.id === student.status_id);
  return (
    <Box
      ref={ref}
      role="group"
      tabIndex={0}
      aria-label={student.full_name}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 220px', minWidth: 0 }}>
        <Avatar src={student.image ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {student.full_name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {student.full_name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {student.student_no && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {student.student_no}
              </Typography>
            )}
            <Chip
              size="small"
              variant="outlined"
              color={recorded ? 'success' : 'default'}
              label={
                recorded
                  ? translate('app.classwork.attendance.recorded_as', {
                      status: statusName(recorded),
                    })
                  : translate('app.classwork.attendance.not_recorded')
              }
            />
          </Box>
        </Box>
        <IconButton
          onClick={() => setNoteOpen((open) => !open)}
          aria-expanded={noteOpen}
          aria-label={translate('app.classwork.attendance.note_for', { name: student.full_name })}
          size="small"
          sx={{ ml: 'auto' }}
        >
          <NoteAdd fontSize="small" />
        </IconButton>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={statusId}
        onChange={(_event, value: number | null) => {
          if (value !== null) onStatus(value);
        }}
        aria-label={translate('app.classwork.attendance.status_of', { name: student.full_name })}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {statuses.map((s) => (
          <ToggleButton
            key={s.id}
            value={s.id}
            sx={{
              textTransform: 'none',
              flex: { xs: 1, sm: 'none' },
              px: { xs: 0.5, sm: 1.5 },
              fontSize: { xs: '0.75rem', sm: '0.8125rem' },
              lineHeight: 1.2,
            }}
          >
            {statusName(s)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {noteOpen && (
        <TextField
          size="small"
          fullWidth
          label={translate('app.classwork.attendance.note_for', { name: student.full_name })}
          value={note}
          onChange={(event) => onNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      {error && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', flexBasis: '100%' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
});
