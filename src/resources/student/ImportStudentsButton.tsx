import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** To the CSV import, for those who may create students, parents and enrolments (all three). */
export function ImportStudentsButton() {
  const translate = useTranslate();
  const students = useCanAccess({ action: 'create', resource: 'Students' });
  const parents = useCanAccess({ action: 'create', resource: 'Parents' });
  const enrolments = useCanAccess({ action: 'create', resource: 'StudentCourse' });
  if (!students.canAccess || !parents.canAccess || !enrolments.canAccess) return null;
  return (
    <Button size="small" startIcon={<UploadFile />} component={Link} to="/admin/student/import">
      {translate('app.csvImport.list_button')}
    </Button>
  );
}
