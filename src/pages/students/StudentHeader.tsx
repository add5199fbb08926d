import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { EditButton, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { keyOfName } from '../../config';
import { Slotted, SLOT, Verbatim } from '../../lib/Verbatim';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Photo, name, number, grade and the parents, each linking to their profile. */
export function StudentHeader({ student }: { student: RaRecord }) {
  const translate = useTranslate();
  const parentIds = Array.isArray(student.parents) ? (student.parents as number[]) : [];
  const parentKey = keyOfName('parent');
  const { data: parents = [] } = useGetMany<RaRecord>(parentKey, { ids: parentIds });
  const name = String(student.full_name ?? '');
  return (
    <Card>
      <CardContent
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          pb: '16px !important',
        }}
      >
        <Avatar
          src={typeof student.image === 'string' ? student.image : undefined}
          alt={translate('app.people.student.photo_alt', { name })}
          sx={{ width: 72, height: 72, fontSize: 28 }}
        >
          {initials(name)}
        </Avatar>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            <Verbatim>{name}</Verbatim>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
            {student.student_no ? (
              <Chip
                size="small"
                label={
                  <Slotted text={translate('app.people.student.number', { number: SLOT })}>
                    <Verbatim>{String(student.student_no)}</Verbatim>
                  </Slotted>
                }
              />
            ) : null}
            {student.grade ? (
              <Chip size="small" label={<Verbatim>{String(student.grade)}</Verbatim>} />
            ) : null}
            {student.is_active === false && (
              <Chip size="small" color="warning" label={translate('app.people.student.inactive')} />
            )}
          </Box>
          <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
            {translate('app.people.student.parents')}:{' '}
            {parents.length === 0
              ? translate('app.people.student.no_parents')
              : parents.map((parent, index) => (
                  <span key={String(parent.id)}>
                    {index > 0 && ', '}
                    <Link component={RouterLink} to={`/${parentKey}/${String(parent.id)}/show`}>
                      <Verbatim>{String(parent.full_name ?? '')}</Verbatim>
                    </Link>
                  </span>
                ))}
          </Typography>
        </Box>
        <EditButton resource={keyOfName('student')} record={student} />
      </CardContent>
    </Card>
  );
}
