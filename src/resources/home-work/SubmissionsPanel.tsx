import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetList, useGetMany, useRecordContext, useTranslate } from 'react-admin';
import { keyOfName } from '../../config';
import { PanelState } from '../../pages/panels/PanelState';
import { SubmissionMarkRow } from './SubmissionMarkRow';

/**
 * Under a homework: every submission, newest first, each with its mark and feedback to fill in
 * where it stands, so a tutor marks a whole class without leaving the page.
 */
export function SubmissionsPanel() {
  const translate = useTranslate();
  const homework = useRecordContext();
  const list = useGetList(
    keyOfName('student-home-work'),
    {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'submitted_at', order: 'DESC' },
      filter: { home_work_id: homework?.id },
    },
    { enabled: homework !== undefined },
  );
  const rows = list.data ?? [];
  const students = useGetMany(keyOfName('student'), {
    ids: [...new Set(rows.map((s) => Number(s.student_id)))],
  });
  const names = new Map((students.data ?? []).map((s) => [Number(s.id), String(s.full_name)]));
  if (!homework) return null;
  const marked = rows.filter((s) => s.mark !== null).length;
  const late = rows.filter((s) => s.is_late === true).length;
  return (
    <Box component="section" aria-labelledby="submissions-heading" sx={{ px: 2, pb: 2 }}>
      <Typography id="submissions-heading" variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.classwork.marking.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate('app.classwork.marking.summary', { smart_count: rows.length, marked, late })}
      </Typography>
      <PanelState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        emptyText={translate('app.classwork.marking.empty')}
        onRetry={() => void list.refetch()}
      >
        {rows.map((submission) => (
          <SubmissionMarkRow
            key={submission.id}
            submission={submission}
            studentName={names.get(Number(submission.student_id)) ?? String(submission.label ?? '')}
            total={Number(homework.total_mark)}
          />
        ))}
      </PanelState>
    </Box>
  );
}
