import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AttemptPart } from '../../../../schema';
import { usePartName } from '../list/partName';
import { Countdown } from './Countdown';
import { CentredPanel, FocusFrame } from './FocusFrame';
import { useCountdown } from './useCountdown';

/**
 * Between two modules: the one just submitted and the next one. The next one's clock starts when
 * the student presses Continue (the server starts it then); a part already started when the page
 * was reloaded shows its clock running.
 */
export function Interstitial({
  finished,
  next,
  clockOffset,
  onContinue,
  busy = false,
}: {
  finished: AttemptPart;
  next: AttemptPart;
  clockOffset: number;
  onContinue: () => void;
  /** Continue was pressed and the server is starting the part. */
  busy?: boolean;
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
        {next.started_at === null && next.time_limit_minutes !== null && (
          <Typography variant="body2">{translate('app.exams.take.between.waiting')}</Typography>
        )}
        {remaining !== null && (
          <>
            <Typography variant="body2">{translate('app.exams.take.between.running')}</Typography>
            <Countdown remaining={remaining} />
          </>
        )}
        <Button
          variant="contained"
          onClick={onContinue}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('app.exams.take.between.continue')}
        </Button>
      </CentredPanel>
    </FocusFrame>
  );
}
