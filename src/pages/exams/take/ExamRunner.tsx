import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AttemptPart } from '../../../../schema';
import { studentExamsKey, useExamCalls, type TimedState } from '../examApi';
import { FrameLoading, FrameMessage } from './FrameStates';
import { Interstitial } from './Interstitial';
import { PartRunner } from './PartRunner';
import { SubmittedScreen } from './SubmittedScreen';

/**
 * An attempt from its state on the server: the open part (each part afresh), a pause screen
 * when one module gives way to the next, the submitted screen at the end. A reload lands here
 * again and resumes from the same state.
 */
export function ExamRunner({ attemptId }: { attemptId: number }) {
  const translate = useTranslate();
  const calls = useExamCalls();
  const queryClient = useQueryClient();
  const initial = useQuery({
    queryKey: ['app', 'attempt-state', attemptId],
    queryFn: () => calls.state(attemptId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [latest, setLatest] = useState<TimedState | null>(null);
  const [failed, setFailed] = useState(false);
  const [finishedPart, setFinishedPart] = useState<AttemptPart | null>(null);
  const timed = latest ?? initial.data ?? null;

  const advance = useCallback(
    (next: TimedState) => {
      const before = timed?.state.open?.part;
      if (before && next.state.open && next.state.open.part.position !== before.position)
        setFinishedPart(before);
      setLatest(next);
      void queryClient.invalidateQueries({ queryKey: studentExamsKey });
    },
    [queryClient, timed],
  );

  const reload = () => {
    setFailed(false);
    void calls.state(attemptId).then(advance, () => setFailed(true));
  };
  // Going on from the pause screen: asking for the state is what starts the next part's clock.
  const [starting, setStarting] = useState(false);
  const goOn = () => {
    setFailed(false);
    setStarting(true);
    void calls
      .state(attemptId)
      .then(advance, () => setFailed(true))
      .finally(() => setStarting(false));
  };
  if (failed || initial.isError) {
    return (
      <FrameMessage
        message={translate('app.exams.take.load_error')}
        onRetry={() => (initial.isError ? void initial.refetch() : reload())}
      />
    );
  }
  if (!timed) return <FrameLoading />;
  const { state } = timed;
  // A part submitted, the next not begun: the pause screen, its clock not yet running.
  const waiting =
    state.status === 'in_progress' && !state.open
      ? state.parts.find((p) => p.started_at === null)
      : undefined;
  const done = state.parts.filter((p) => p.submitted_at !== null).at(-1);
  if (waiting && done) {
    return (
      <Interstitial
        finished={done}
        next={waiting}
        clockOffset={timed.clockOffset}
        onContinue={goOn}
        busy={starting}
      />
    );
  }
  if (state.status === 'submitted' || !state.open) {
    return (
      <SubmittedScreen
        examId={state.exam_id}
        examTitle={state.exam_title}
        released={state.results_released}
      />
    );
  }
  if (finishedPart) {
    return (
      <Interstitial
        finished={finishedPart}
        next={state.open.part}
        clockOffset={timed.clockOffset}
        onContinue={() => setFinishedPart(null)}
      />
    );
  }
  return (
    <PartRunner
      key={state.open.part.position}
      timed={timed}
      onAdvance={advance}
      onReload={reload}
    />
  );
}
