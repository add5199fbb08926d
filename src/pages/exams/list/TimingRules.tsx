import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ExamType, type StudentExam } from '../../../../schema';
import { formatDateTime } from '../../../lib/format';
import { usePartName } from './partName';

/** What the student agrees to by starting: the parts and their clocks, and what the clock does. */
export function TimingRules({ exam, locale }: { exam: StudentExam; locale: string }) {
  const translate = useTranslate();
  const nameOfPart = usePartName();
  const sat = exam.type === ExamType.Sat;
  const timed = exam.total_minutes !== null;
  const rules = [
    sat
      ? translate('app.exams.start.rule_modules', { smart_count: exam.parts.length })
      : timed
        ? translate('app.exams.start.rule_timed', { smart_count: exam.total_minutes })
        : translate('app.exams.start.rule_untimed'),
    exam.window_type === 'fixed' && exam.ends_at
      ? translate('app.exams.start.rule_window', { end: formatDateTime(exam.ends_at, locale) })
      : null,
    timed ? translate(`app.exams.start.rule_time_up_${sat ? 'sat' : 'regular'}`) : null,
    translate('app.exams.start.rule_autosave'),
    translate('app.exams.start.rule_once'),
  ].filter((rule): rule is string => rule !== null);
  return (
    <>
      {sat && (
        <List dense disablePadding aria-label={translate('app.exams.start.parts')}>
          {exam.parts.map((part, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={nameOfPart(part)}
                secondary={translate('app.exams.start.part_line', {
                  questions: translate('app.exams.summary.questions', {
                    smart_count: part.question_count,
                  }),
                  minutes: translate('app.exams.summary.minutes', {
                    smart_count: part.time_limit_minutes ?? 0,
                  }),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 1 }}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Typography>
    </>
  );
}
