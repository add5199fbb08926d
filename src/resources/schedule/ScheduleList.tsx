import { Box } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreatePath, useResourceContext } from 'react-admin';
import { resourcesByName } from '../../../resources.config';
import {
  CalendarListSwitch,
  SessionCalendar,
  type ListOrCalendar,
} from '../../components/session-calendar';
import { GenericList } from '../generic/list/GenericList';

const schedule = resourcesByName.get('schedule')!;

/**
 * /admin/course/schedule: the weekly slots as the generated list, or the sessions they expand to
 * as a calendar (issue: "a calendar view … with a list view beside it"). The choice is kept in
 * the address (`?display=calendar`) so it survives a reload and can be shared.
 */
export function ScheduleList() {
  const [params, setParams] = useSearchParams();
  const display: ListOrCalendar = params.get('display') === 'calendar' ? 'calendar' : 'list';
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const resource = useResourceContext() ?? schedule.name;
  const choose = (next: ListOrCalendar) =>
    setParams(next === 'calendar' ? { display: next } : {}, { replace: true });
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
        <CalendarListSwitch value={display} onChange={choose} />
      </Box>
      {display === 'calendar' ? (
        <Box sx={{ py: 2 }}>
          <SessionCalendar
            onSessionClick={(session) =>
              void navigate(createPath({ resource, type: 'edit', id: session.schedule_id }))
            }
          />
        </Box>
      ) : (
        <GenericList r={schedule} />
      )}
    </Box>
  );
}
