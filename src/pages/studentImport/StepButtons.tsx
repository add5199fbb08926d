import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

interface Props {
  onBack?: () => void;
  backLabel?: string;
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
  /** Said while busy, next to the progress bar (which has no progress to show, only activity). */
  busyLabel?: string;
}

/** The foot of a step: back on the left, the step's main action on the right. */
export function StepButtons(props: Props) {
  const { onBack, backLabel, onNext, nextLabel, nextDisabled, busy, busyLabel } = props;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {busy && (
        <Box role="status" sx={{ display: 'grid', gap: 1 }}>
          <LinearProgress aria-label={busyLabel} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {busyLabel}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        {onBack && backLabel ? (
          <Button onClick={onBack} disabled={busy}>
            {backLabel}
          </Button>
        ) : (
          <span />
        )}
        {onNext && nextLabel && (
          <Button variant="contained" onClick={onNext} disabled={nextDisabled}>
            {nextLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
