import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { RowErrorsList } from './RowErrorsList';
import { EnrolmentCell, PersonCell } from './RowParts';
import { hasErrors, type RowReport } from './types';

const PAGE_SIZES = [25, 50, 100];

const problemTint = (theme: Theme) => alpha(theme.palette.error.main, 0.08);

/** A part of a card, named as its column would be in the table. */
function CardPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** One row as a card: the phone layout, where five columns do not fit. */
function RowCard({ report }: { report: RowReport }) {
  const translate = useTranslate();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        bgcolor: hasErrors(report) ? problemTint : undefined,
      }}
    >
      <Typography variant="subtitle2">
        {translate('app.csvImport.table.row')} {report.row}
      </Typography>
      <CardPart label={translate('app.csvImport.groups.student')}>
        <PersonCell part="student" person={report.student} />
      </CardPart>
      <CardPart label={translate('app.csvImport.groups.parent')}>
        <PersonCell part="parent" person={report.parent} />
      </CardPart>
      <CardPart label={translate('app.csvImport.groups.enrolment')}>
        <EnrolmentCell enrolment={report.enrolment} />
      </CardPart>
      <RowErrorsList errors={report.errors} />
    </Paper>
  );
}

/** The per-row report of a dry run or a refused import, a page at a time. */
export function RowReportTable({ rows, caption }: { rows: RowReport[]; caption: string }) {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]!);
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const current = Math.min(page, lastPage);
  const shown = rows.slice(current * perPage, (current + 1) * perPage);

  if (rows.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        {translate('app.csvImport.table.empty')}
      </Typography>
    );

  const pagination = (
    <TablePagination
      component="div"
      count={rows.length}
      page={current}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, next) => setPage(next)}
      onRowsPerPageChange={(event) => {
        setPerPage(Number(event.target.value));
        setPage(0);
      }}
      labelRowsPerPage={translate('app.csvImport.table.per_page')}
    />
  );

  if (small) {
    return (
      <Box>
        <Box
          component="ul"
          aria-label={caption}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {shown.map((report) => (
            <RowCard key={report.row} report={report} />
          ))}
        </Box>
        {pagination}
      </Box>
    );
  }
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.csvImport.table.row')}</TableCell>
              <TableCell>{translate('app.csvImport.groups.student')}</TableCell>
              <TableCell>{translate('app.csvImport.groups.parent')}</TableCell>
              <TableCell>{translate('app.csvImport.groups.enrolment')}</TableCell>
              <TableCell>{translate('app.csvImport.table.problems')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((report) => (
              <TableRow
                key={report.row}
                sx={{ verticalAlign: 'top', bgcolor: hasErrors(report) ? problemTint : undefined }}
              >
                <TableCell>{report.row}</TableCell>
                <TableCell>
                  <PersonCell part="student" person={report.student} />
                </TableCell>
                <TableCell>
                  <PersonCell part="parent" person={report.parent} />
                </TableCell>
                <TableCell>
                  <EnrolmentCell enrolment={report.enrolment} />
                </TableCell>
                <TableCell>
                  <RowErrorsList errors={report.errors} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Box>
  );
}
