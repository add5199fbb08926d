import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import { Button, LinkBase, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/** A homework row's link to its page, where the submissions are marked. */
export function SubmissionsButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Button
      label="app.classwork.marking.open"
      component={LinkBase}
      to={createPath({ resource, type: 'show', id: record.id })}
    >
      <AssignmentTurnedIn />
    </Button>
  );
}
