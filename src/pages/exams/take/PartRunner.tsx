import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { serverMessage } from '../../../providers/data/httpError';
import { statusOf, useExamCalls, type TimedState } from '../examApi';
import { usePartName } from '../list/partName';
import { Countdown } from './Countdown';
import { FocusFrame } from './FocusFrame';
import { QuestionNavigator } from './QuestionNavigator';
import { QuestionPane } from './QuestionPane';
import { SaveIndicator } from './SaveIndicator';
import { SubmitPartDialog } from './SubmitPartDialog';
import { useAnswerSaver } from './useAnswerSaver';
import { useChoiceKeys } from './useChoiceKeys';
import { useCountdown } from './useCountdown';
import { usePartMemory } from './usePartMemory';

/** Wait before submitting again a part whose time is up, when the network failed. */
const TIME_UP_RETRY_MS = 3000;

/**
 * One open part of an attempt: header with the clock and the save status, the navigator, the
 * question, and Back/Next. Every change is autosaved; Submit (or the clock) sends what is
 * waiting, closes the part and hands the next state up.
 */
export function PartRunner({
  timed,
  onAdvance,
  onReload,
}: {
  timed: TimedState;
  onAdvance: (next: TimedState) => void;
  onReload: () => void;
}) {
  const translate = useTranslate();
  const nameOfPart = usePartName();
  const calls = useExamCalls();
  const { state, clockOffset } = timed;
  const open = state.open!;
  const { part, questions } = open;
  const last = part.position === state.parts.length;
  const kind = last ? 'exam' : 'part';
  const [answers, setAnswers] = useState<Record<string, string[]>>(open.answers);
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState<'student' | 'time' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const memory = usePartMemory(state.attempt_id, part.position, questions.length);
  const question = questions[memory.index];

  const { saver, status } = useAnswerSaver(calls, state.attempt_id, (error) => {
    setProblem(serverMessage(error) ?? translate('app.exams.take.save.refused'));
    // The part closed on the server (its time ran out there): catch up with it.
    if (statusOf(error) === 409) onReload();
  });

  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const finish = useCallback(
    async (reason: 'student' | 'time') => {
      if (busy.current) return;
      busy.current = true;
      setConfirming(false);
      setFinishing(reason);
      await saver.flushAll();
      // Time up: keep trying until the network lets it through (the server closes the part on
      // its own meanwhile); a student's own submit gives up and lets them try again.
      while (alive.current) {
        try {
          const next = await calls.submitPart(state.attempt_id, part.position);
          saver.stop();
          onAdvance(next);
          return;
        } catch (error) {
          setProblem(serverMessage(error) ?? translate('app.exams.take.submit_error'));
          if (reason === 'student') {
            busy.current = false;
            setFinishing(null);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, TIME_UP_RETRY_MS));
        }
      }
    },
    [calls, onAdvance, part.position, saver, state.attempt_id, translate],
  );
  const { remaining, warning, dismissWarning } = useCountdown(
    part.deadline_at,
    clockOffset,
    () => void finish('time'),
  );

  const answerOf = (questionId: number) => answers[String(questionId)] ?? [];
  const setAnswer = useCallback(
    (questionId: number, next: string[], immediate: boolean) => {
      setAnswers((current) => ({ ...current, [String(questionId)]: next }));
      saver.change(questionId, next, immediate);
    },
    [saver],
  );
  const choose = useCallback(
    (key: string) => {
      if (!question) return;
      const current = answers[String(question.id)] ?? [];
      const next =
        question.type === 'multiple'
          ? current.includes(key)
            ? current.filter((k) => k !== key)
            : [...current, key]
          : [key];
      setAnswer(question.id, next, true);
    },
    [answers, question, setAnswer],
  );
  useChoiceKeys(question, !confirming && finishing === null, choose);

  const unanswered = questions.filter((q) => answerOf(q.id).length === 0).map((q) => q.number);
  const flagged = questions.filter((q) => memory.flags.has(q.id)).map((q) => q.number);

  const header = (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        px: 2,
        py: 1,
        flexWrap: 'wrap',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
          {state.exam_title}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {translate('app.exams.take.part_of', {
            name: nameOfPart(part),
            part: part.position,
            count: state.parts.length,
          })}
        </Typography>
      </Box>
      <Countdown remaining={remaining} />
      <SaveIndicator status={status} />
      <Button variant="contained" onClick={() => setConfirming(true)} disabled={finishing !== null}>
        {translate(`app.exams.take.submit_${kind}`)}
      </Button>
    </Box>
  );
  const footer = (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Button onClick={() => memory.goTo(memory.index - 1)} disabled={memory.index === 0}>
        {translate('app.exams.take.previous')}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.exams.take.question_of', {
          number: memory.index + 1,
          count: questions.length,
        })}
      </Typography>
      {memory.index < questions.length - 1 ? (
        <Button variant="outlined" onClick={() => memory.goTo(memory.index + 1)}>
          {translate('app.exams.take.next')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          onClick={() => setConfirming(true)}
          disabled={finishing !== null}
        >
          {translate(`app.exams.take.submit_${kind}`)}
        </Button>
      )}
    </Box>
  );

  return (
    <FocusFrame header={header} footer={footer}>
      <QuestionNavigator
        questions={questions}
        answered={(id) => answerOf(id).length > 0}
        flags={memory.flags}
        current={memory.index}
        onSelect={memory.goTo}
      />
      {question && (
        <QuestionPane
          key={question.id}
          question={question}
          answer={answerOf(question.id)}
          flagged={memory.flags.has(question.id)}
          onAnswer={(next, immediate) => setAnswer(question.id, next, immediate)}
          onTypedBlur={() => void saver.flushAll()}
          onToggleFlag={() => memory.toggleFlag(question.id)}
        />
      )}
      <SubmitPartDialog
        open={confirming}
        last={last}
        unanswered={unanswered}
        flagged={flagged}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void finish('student')}
      />
      <Snackbar open={warning !== null} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="warning" variant="filled" onClose={dismissWarning}>
          {translate(`app.exams.take.warn_${warning ?? 5}`)}
        </Alert>
      </Snackbar>
      <Snackbar open={problem !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      </Snackbar>
      <Backdrop
        open={finishing === 'time'}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress color="inherit" size={24} />
          <Typography>{translate('app.exams.take.time_up')}</Typography>
        </Box>
      </Backdrop>
    </FocusFrame>
  );
}
