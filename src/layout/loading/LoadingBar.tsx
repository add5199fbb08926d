import { Box, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { createLoadingBar, hiddenState } from './loadingBarModel';
import { useLoadingActivity } from './useLoadingActivity';

/** A thin bar over the top of the page while data loads (timings in the model). */
export function LoadingBar() {
  const translate = useTranslate();
  const [state, setState] = useState(hiddenState);
  const { active, failedRef } = useLoadingActivity();
  const bar = useRef<ReturnType<typeof createLoadingBar> | null>(null);

  useEffect(() => {
    const b = createLoadingBar(setState);
    bar.current = b;
    return () => b.dispose();
  }, []);

  useEffect(() => {
    if (active) {
      failedRef.current = false;
      bar.current?.start();
    } else {
      bar.current?.finish(failedRef.current);
    }
  }, [active, failedRef]);

  if (!state.visible) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}>
      <LinearProgress
        variant="determinate"
        value={state.progress}
        color={state.failed ? 'error' : 'primary'}
        aria-label={translate('app.loading')}
        sx={{ height: 3, '& .MuiLinearProgress-bar': { transitionDuration: '100ms' } }}
      />
    </Box>
  );
}
