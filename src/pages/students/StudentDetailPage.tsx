import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Loading, Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { keyOfName } from '../../config';
import { NotFoundPage } from '../errors/NotFoundPage';
import { StudentCoursesTab } from './StudentCoursesTab';
import { StudentHeader } from './StudentHeader';
import { StudentScheduleTab } from './StudentScheduleTab';
import { StudentResultsTab } from '../results/history/StudentResultsTab';

/**
 * Tabs of the page. Attendance and payments join them when those records exist; no tab is shown
 * for something the product does not hold yet.
 */
const TABS = ['courses', 'schedule', 'results'] as const;
type TabName = (typeof TABS)[number];

/** /admin/student/{id}/student: the student's profile, courses and coming classes. */
export function StudentDetailPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d*$/.test(id);
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab: TabName = TABS.find((t) => t === search.get('tab')) ?? 'courses';
  const {
    data: student,
    isPending,
    error,
  } = useGetOne<RaRecord>(
    keyOfName('student'),
    { id: Number(id) },
    { enabled: valid, retry: false },
  );

  if (!valid) return <NotFoundPage />;
  if (isPending) return <Loading />;
  if (error || !student) {
    const status = (error as { status?: number } | null)?.status;
    if (status === 404) return <NotFoundPage />;
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('app.people.student.error')}
      </Alert>
    );
  }
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={String(student.full_name ?? '')} />
      <StudentHeader student={student} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) => setSearch({ tab: next }, { replace: true })}
          aria-label={translate('app.people.student.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={translate(`app.people.student.tabs.${name}`)}
              id={`student-tab-${name}`}
              aria-controls={`student-panel-${name}`}
            />
          ))}
        </Tabs>
        <CardContent
          role="tabpanel"
          id={`student-panel-${tab}`}
          aria-labelledby={`student-tab-${tab}`}
        >
          {tab === 'courses' && <StudentCoursesTab studentId={student.id} />}
          {tab === 'schedule' && <StudentScheduleTab studentId={student.id} />}
          {tab === 'results' && <StudentResultsTab studentId={student.id} />}
        </CardContent>
      </Card>
    </Box>
  );
}
