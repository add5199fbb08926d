import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PanelPage } from '../../panels/PanelPage';
import { PanelState } from '../../panels/PanelState';
import { studentDetailPath } from '../../students/studentDetailPath';
import { useAttendanceRates, type RateFilter } from './attendanceApi';
import { RateBar } from './RateBar';
import { RateFilters } from './RateFilters';

const COUNTS = ['sessions', 'present', 'absent', 'excused'] as const;

/**
 * /admin/student/attendance/rate: attendance rates per student and course, worst first, narrowed
 * by course, student and period. Staff open a student's page from their name.
 */
export function AttendanceRatePage() {
  const translate = useTranslate();
  const [filter, setFilter] = useState<RateFilter>({});
  const rates = useAttendanceRates(filter);
  const rows = rates.data ?? [];
  const head = ['student', 'course', 'sessions', 'present', 'absent', 'excused', 'rate'] as const;
  // On a phone the counts give way to the rate; the student's page has them.
  const count = { display: { xs: 'none', sm: 'table-cell' } };
  const countCell = (name: string) => (COUNTS as readonly string[]).includes(name);
  return (
    <PanelPage title={translate('app.classwork.rates.menu')}>
      <RateFilters value={filter} onChange={setFilter} />
      <PanelState
        isPending={rates.isPending}
        error={rates.error}
        isEmpty={rows.length === 0}
        emptyText={translate('app.classwork.rates.empty')}
        onRetry={() => void rates.refetch()}
      >
        <Card>
          <Box sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
              aria-label={translate('app.classwork.rates.menu')}
            >
              <TableHead>
                <TableRow>
                  {head.map((name) => (
                    <TableCell
                      key={name}
                      align={name === 'student' || name === 'course' ? 'left' : 'right'}
                      sx={countCell(name) ? count : undefined}
                    >
                      {translate(`app.classwork.rates.${name}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.student_id}:${row.course_id}`}>
                    <TableCell>
                      <MuiLink component={Link} to={studentDetailPath(row.student_id)}>
                        {row.student_name}
                      </MuiLink>
                    </TableCell>
                    <TableCell>{row.course_title}</TableCell>
                    {COUNTS.map((name) => (
                      <TableCell key={name} align="right" sx={count}>
                        {row[name]}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ minWidth: { xs: 110, sm: 160 } }}>
                      <RateBar rate={row.rate} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Card>
      </PanelState>
    </PanelPage>
  );
}
