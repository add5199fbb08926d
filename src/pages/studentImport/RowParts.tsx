import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ActionChip } from './ActionChip';
import type { EnrolmentReport, PersonReport } from './types';

/** How a match was made: by e-mail, by phone, or on the record an earlier row creates. */
function MatchNote({ person }: { person: PersonReport }) {
  const translate = useTranslate();
  if (person.action !== 'match') return null;
  const note =
    person.created_in_row !== null
      ? translate('app.csvImport.table.from_row', { row: person.created_in_row })
      : person.matched_by
        ? translate(`app.csvImport.table.matched_by.${person.matched_by}`)
        : null;
  return note ? (
    <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
      {note}
    </Typography>
  ) : null;
}

export function PersonCell({ part, person }: { part: 'student' | 'parent'; person: PersonReport }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      {person.action !== 'none' && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {person.name || '—'}
          </Typography>
          {person.email && (
            <Typography variant="caption" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
              {person.email}
            </Typography>
          )}
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ActionChip part={part} action={person.action} />
        <MatchNote person={person} />
      </Box>
    </Box>
  );
}

export function EnrolmentCell({ enrolment }: { enrolment: EnrolmentReport }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      {enrolment.course && (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {enrolment.course}
        </Typography>
      )}
      {enrolment.start_date && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {enrolment.start_date}
        </Typography>
      )}
      <ActionChip part="enrolment" action={enrolment.action} />
    </Box>
  );
}
