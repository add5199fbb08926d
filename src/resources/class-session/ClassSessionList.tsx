import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { resourcesByName } from '../../../resources.config';
import { todayInDhaka } from '../../components/session-calendar/dates';
import { GenericList } from '../generic/list/GenericList';
import { resourceNameKey } from '../generic/labels';
import { SessionsOfDay } from './SessionsOfDay';

const classSession = resourcesByName.get('class-session')!;

type Display = 'day' | 'changes';

/**
 * /admin/course/session: the sessions of a day as the timetable expands them (today by default,
 * `?day=YYYY-MM-DD`), or the stored changes to single dates (`?display=changes`), the generated
 * list. The table holds only the changes, so on its own it read "No class sessions yet" beside a
 * full timetable.
 */
export function ClassSessionList() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const display: Display = params.get('display') === 'changes' ? 'changes' : 'day';
  const day = params.get('day') ?? todayInDhaka();
  const t = (key: string) => translate(`app.calendar.sessions_of_day.display.${key}`);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={display}
          aria-label={t('label')}
          onChange={(_, next: Display | null) =>
            next && setParams(next === 'changes' ? { display: next } : {}, { replace: true })
          }
        >
          <ToggleButton value="day">{t('day')}</ToggleButton>
          <ToggleButton value="changes">{t('changes')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {display === 'changes' ? (
        <GenericList r={classSession} />
      ) : (
        <Box sx={{ py: 2 }}>
          {/* The list's own title, as the generated list shows it. */}
          <Title title={translate(resourceNameKey(classSession), { smart_count: 2 })} />
          <SessionsOfDay
            day={day}
            onDayChange={(next) => setParams({ day: next }, { replace: true })}
          />
        </Box>
      )}
    </Box>
  );
}
