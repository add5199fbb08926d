import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { keyOfName } from '../../../config';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { PanelPage } from '../../panels/PanelPage';
import { scoreListPath, type StaffArea } from '../examPaths';
import { SheetReport } from './SheetReport';
import { SheetUpload } from './SheetUpload';
import { useAnswerSheets } from './useAnswerSheets';

/**
 * /admin/exam/{id}/answer-sheets and /employee/exam/{id}/answer-sheets: a CSV of answer sheets
 * (student, question, answer per line) checked and scored in a dry run, then imported. Each
 * imported sheet becomes the student's attempt, with a review page of its own.
 */
export function AnswerSheetsPage({ area }: { area: StaffArea }) {
  const { id = '' } = useParams();
  const examId = /^[1-9]\d*$/.test(id) ? Number(id) : 0;
  const translate = useTranslate();
  const {
    data: exam,
    isPending,
    error,
  } = useGetOne<RaRecord>(keyOfName('exam'), { id: examId }, { enabled: examId > 0, retry: false });
  const sheets = useAnswerSheets(examId);
  if (examId === 0 || (error as { status?: number } | null)?.status === 404)
    return <NotFoundPage />;
  const { stage } = sheets;

  return (
    <PanelPage title={translate('app.results.sheets.title', { title: exam?.title ?? '' })}>
      {error ? (
        <Alert severity="error">{translate('app.notify.fetch_error')}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" />
      ) : (
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            {sheets.problem && (
              <Alert severity="error" role="alert">
                {sheets.problem}
              </Alert>
            )}
            {stage.name === 'upload' && (
              <SheetUpload
                examId={examId}
                busy={sheets.busy}
                onFile={(f) => void sheets.choose(f)}
              />
            )}
            {stage.name === 'preview' && (
              <>
                <Typography component="h2" variant="h6">
                  {translate('app.results.sheets.preview')}
                </Typography>
                <Typography>
                  {translate('app.results.sheets.preview_intro', {
                    smart_count: stage.report.students,
                    name: stage.file.name,
                  })}
                </Typography>
                <SheetReport report={stage.report} />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                  <Button onClick={sheets.startOver} disabled={sheets.busy}>
                    {translate('app.results.sheets.other_file')}
                  </Button>
                  <Button
                    variant="contained"
                    disabled={sheets.busy || stage.report.students === 0}
                    onClick={() => void sheets.importNow()}
                  >
                    {translate('app.results.sheets.import', { smart_count: stage.report.students })}
                  </Button>
                </Box>
              </>
            )}
            {stage.name === 'imported' && (
              <>
                <Typography component="h2" variant="h6">
                  {translate('app.results.sheets.done')}
                </Typography>
                <SheetReport report={stage.report} />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button onClick={sheets.startOver}>
                    {translate('app.results.sheets.another')}
                  </Button>
                  <Button component={Link} to={scoreListPath(area)}>
                    {translate('app.results.sheets.all_scores')}
                  </Button>
                </Box>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </PanelPage>
  );
}
