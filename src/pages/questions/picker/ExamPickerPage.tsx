import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useCanAccess, useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { keyOfName } from '../../../config';
import { PanelPage } from '../../panels/PanelPage';
import { PanelState } from '../../panels/PanelState';
import { editorPath, pickerPath, type QuestionArea } from '../paths';
import { ExamType } from '../../../../schema';

const PER_PAGE = 25;

function ExamRow({ exam, area, course }: { exam: RaRecord; area: QuestionArea; course?: string }) {
  const translate = useTranslate();
  return (
    <ListItemButton component={Link} to={editorPath(area, exam)} divider>
      <ListItemText
        primary={String(exam.title)}
        secondary={course}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
      <Chip
        size="small"
        variant={exam.status === 'published' ? 'filled' : 'outlined'}
        color={exam.status === 'published' ? 'success' : 'default'}
        label={translate(`enums.examStatus.${String(exam.status)}`)}
      />
    </ListItemButton>
  );
}

/**
 * /…/question and /…/question/sat without an exam: pick the exam whose questions to write, among
 * the regular exams or the SAT practice tests the reader may see (a tutor: their courses').
 */
export function ExamPickerPage({ area, sat }: { area: QuestionArea; sat: boolean }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search.trim());
  const { canAccess: canCreateExam } = useCanAccess({
    action: 'create',
    resource: keyOfName('exam'),
  });
  const {
    data = [],
    total = 0,
    isPending,
    error,
    refetch,
  } = useGetList(keyOfName('exam'), {
    filter: { type: sat ? ExamType.Sat : ExamType.Regular, ...(q ? { q } : {}) },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page, perPage: PER_PAGE },
  });
  const courseIds = [...new Set(data.map((e) => e.course_id))];
  const { data: courses = [] } = useGetMany(keyOfName('course'), { ids: courseIds });
  const courseTitle = (id: unknown) =>
    courses.find((c) => c.id === id)?.title as string | undefined;
  const kind = sat ? 'sat' : 'regular';
  return (
    <PanelPage title={translate('app.questions.picker_title')}>
      <Paper variant="outlined">
        <Tabs
          value={kind}
          aria-label={translate('app.questions.picker_kinds')}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="regular"
            label={translate('app.questions.regular_exams')}
            component={Link}
            to={pickerPath(area, false)}
          />
          <Tab
            value="sat"
            label={translate('app.questions.sat_exams')}
            component={Link}
            to={pickerPath(area, true)}
          />
        </Tabs>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            type="search"
            size="small"
            label={translate('screens.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            sx={{ flex: '1 1 240px' }}
          />
          {canCreateExam && (
            <Button component={Link} to={`/${keyOfName('exam')}/create`} startIcon={<Add />}>
              {translate('app.questions.new_exam')}
            </Button>
          )}
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <PanelState
            isPending={isPending}
            error={error}
            isEmpty={data.length === 0}
            emptyText={translate(
              sat ? 'app.questions.no_sat_exams' : 'app.questions.no_regular_exams',
            )}
            onRetry={() => void refetch()}
          >
            <List
              aria-label={translate(
                sat ? 'app.questions.sat_exams' : 'app.questions.regular_exams',
              )}
            >
              {data.map((exam) => (
                <ExamRow
                  key={exam.id}
                  exam={exam}
                  area={area}
                  course={courseTitle(exam.course_id)}
                />
              ))}
            </List>
            {total > PER_PAGE && (
              <Pagination
                count={Math.ceil(total / PER_PAGE)}
                page={page}
                onChange={(_event, next) => setPage(next)}
                sx={{ mt: 1 }}
              />
            )}
          </PanelState>
        </Box>
      </Paper>
    </PanelPage>
  );
}
