import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ProblemAlert } from '../ProblemAlert';
import { CentredPanel, FocusFrame } from './FocusFrame';

/** The exam view while its data loads. */
export function FrameLoading() {
  const translate = useTranslate();
  return (
    <FocusFrame>
      <CentredPanel>
        <CircularProgress
          aria-label={translate('app.exams.take.loading')}
          sx={{ alignSelf: 'center' }}
        />
      </CentredPanel>
    </FocusFrame>
  );
}

/** The exam view with only a message (a failed load with Try again), and the way back. */
export function FrameMessage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const translate = useTranslate();
  return (
    <FocusFrame>
      <CentredPanel>
        <ProblemAlert message={message} onRetry={onRetry} />
        <Button component={Link} to="/student/exam" sx={{ alignSelf: 'flex-start' }}>
          {translate('app.exams.back_to_list')}
        </Button>
      </CentredPanel>
    </FocusFrame>
  );
}
