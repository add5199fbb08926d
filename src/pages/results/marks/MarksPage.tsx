import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ExamType, type ExamRoster } from '../../../../schema';
import { useUnsavedChangesGuard } from '../../../lib/unsaved';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { FetchErrorAlert } from '../../../components/fetch-error';
import { PanelPage } from '../../panels/PanelPage';
import { answerSheetsPath, type StaffArea } from '../examPaths';
import { useExamRoster } from '../resultsApi';
import { MarksGrid } from './MarksGrid';
import { useMarksDraft } from './useMarksDraft';

/**
 * /admin/exam/{id}/marks and /employee/exam/{id}/marks: a regular exam's marks for every student
 * seated in its course, typed in a grid and saved together. Percent and pass are the server's.
 */
export function MarksPage({ area }: { area: StaffArea }) {
  const { id = '' } = useParams();
  const examId = /^[1-9]\d*$/.test(id) ? Number(id) : 0;
  const translate = useTranslate();
  const { data: roster, isPending, error, refetch } = useExamRoster(examId);
  if (examId === 0) return <NotFoundPage />;
  if (error instanceof HttpError && error.status === 404) return <NotFoundPage />;
  return (
    <PanelPage title={translate('app.results.marks.title', { title: roster?.exam.title ?? '' })}>
      {error ? (
        <FetchErrorAlert onRetry={() => void refetch()} />
      ) : isPending || !roster ? (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      ) : (
        <MarksEditor roster={roster} area={area} />
      )}
    </PanelPage>
  );
}

function MarksEditor({ roster, area }: { roster: ExamRoster; area: StaffArea }) {
  const translate = useTranslate();
  const { draft, errors, changes, saving, edit, save } = useMarksDraft(roster);
  const { exam, students } = roster;
  useUnsavedChangesGuard(changes.length > 0);

  if (exam.type === ExamType.Sat)
    return (
      <Alert
        severity="info"
        action={
          <Button
            component={Link}
            to={answerSheetsPath(area, exam.id)}
            color="inherit"
            size="small"
          >
            {translate('app.results.sheets.open')}
          </Button>
        }
      >
        {translate('app.results.marks.sat_exam')}
      </Alert>
    );
  if (exam.total_marks === null)
    return <Alert severity="warning">{translate('app.results.marks.no_total')}</Alert>;
  if (students.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary', py: 4 }}>
        {translate('app.results.marks.no_students')}
      </Typography>
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };
  const changed = new Set(changes.map((c) => c.student_id));

  return (
    <Card onKeyDown={onKeyDown}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {exam.pass_mark === null
            ? translate('app.results.marks.out_of', { total: exam.total_marks })
            : translate('app.results.marks.out_of_pass', {
                total: exam.total_marks,
                pass: exam.pass_mark,
              })}{' '}
          {translate('app.results.marks.keyboard_hint')}
        </Typography>
        <MarksGrid
          roster={roster}
          draft={draft}
          errors={errors}
          changed={changed}
          disabled={saving}
          onEdit={edit}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 2,
            flexWrap: 'wrap',
            position: 'sticky',
            bottom: 0,
            py: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {changes.length > 0
              ? translate('app.results.marks.pending', { smart_count: changes.length })
              : translate('app.results.marks.all_saved')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<Save />}
            disabled={changes.length === 0 || saving}
            onClick={() => void save()}
          >
            {translate('app.results.marks.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
