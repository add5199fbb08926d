import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { keyOfName } from '../../../config';
import type { RateFilter } from './attendanceApi';

const SEARCH_DELAY_MS = 300;

interface Option {
  id: number;
  label: string;
}

const options = (rows: RaRecord[] | undefined, field: string): Option[] =>
  (rows ?? []).map((r) => ({ id: Number(r.id), label: String(r[field] ?? '') }));

/** Course, student (searched as typed) and period of the attendance-rate report. */
export function RateFilters({
  value,
  onChange,
}: {
  value: RateFilter;
  onChange: (next: RateFilter) => void;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const courses = useGetList(keyOfName('course'), {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'title', order: 'ASC' },
  });
  const students = useGetList(
    keyOfName('student'),
    {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'full_name', order: 'ASC' },
      filter: search ? { q: search } : {},
    },
    { placeholderData: (previous) => previous },
  );
  const courseOptions = options(courses.data, 'title');
  const studentOptions = options(students.data, 'full_name');
  const [student, setStudent] = useState<Option | null>(null);
  const date = (name: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`app.classwork.rates.${name}`)}
      value={value[name] ?? ''}
      onChange={(event) => onChange({ ...value, [name]: event.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 140px' }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <Autocomplete
        size="small"
        options={courseOptions}
        value={courseOptions.find((o) => o.id === value.course_id) ?? null}
        onChange={(_event, option) => onChange({ ...value, course_id: option?.id })}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField {...params} label={translate('app.classwork.rates.course')} />
        )}
        sx={{ minWidth: 240, flex: '1 1 240px' }}
      />
      <Autocomplete
        size="small"
        options={
          student && !studentOptions.some((o) => o.id === student.id)
            ? [student, ...studentOptions]
            : studentOptions
        }
        value={student}
        filterOptions={(all) => all}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input') setTyped(text);
        }}
        onChange={(_event, option) => {
          setStudent(option);
          onChange({ ...value, student_id: option?.id });
        }}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField {...params} label={translate('app.classwork.rates.student')} />
        )}
        sx={{ minWidth: 240, flex: '1 1 240px' }}
      />
      {date('from')}
      {date('to')}
    </Box>
  );
}
