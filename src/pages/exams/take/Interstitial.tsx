import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AttemptPart } from '../../../../schema';
import { usePartName } from '../list/partName';
import { Countdown } from './Countdown';
import { CentredPanel, FocusFrame } from './FocusFrame';
import { useCountdown } from './useCountdown';

/** Between two modules: the one just submitted, the next one and its clock, already running. */
export function Interstitial({
  finished,
  next,
  clockOffset,
  onContinue,
}: {
  finished: AttemptPart;
  next: AttemptPart;
  clockOffset: number;
  onContinue: () => void;
}) {
  const translate = useTranslate();
  const nameOfPart = usePartName();
  const { remaining } = useCountdown(next.deadline_at, clockOffset, onContinue);
  return (
    <FocusFrame>
      <CentredPanel>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {translate('app.exams.take.between.title', { name: nameOfPart(finished) })}
        </Typography>
        <Typography>
          {translate('app.exams.take.between.next', { name: nameOfPart(next) })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {[
            translate('app.exams.summary.questions', { smart_count: next.question_count }),
            next.time_limit_minutes === null
              ? translate('app.exams.summary.untimed')
              : translate('app.exams.summary.minutes', { smart_count: next.time_limit_minutes }),
          ].join(' · ')}
        </Typography>
        {remaining !== null && (
          <>
            <Typography variant="body2">{translate('app.exams.take.between.running')}</Typography>
            <Countdown remaining={remaining} />
          </>
        )}
        <Button variant="contained" onClick={onContinue} sx={{ alignSelf: 'flex-start' }}>
          {translate('app.exams.take.between.continue')}
        </Button>
      </CentredPanel>
    </FocusFrame>
  );
}
