import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { gridInProblem, GRID_IN_MAX_LENGTH, type GridInKind } from '../../../../schema';
import { errorText } from './errorText';
import { useCommitOnSave } from './pendingEntry';

interface AcceptedAnswersInputProps {
  /** Grid-in forms are checked as a student would enter them on this kind of form. */
  gridIn: GridInKind | null;
}

/** The list without a repeat (ignoring case), the new value added at the end. */
const added = (answers: string[], value: string) =>
  value === '' || answers.some((a) => a.toLowerCase() === value.toLowerCase())
    ? answers
    : [...answers, value];

/**
 * The accepted forms of a typed answer as chips in one box (`3/4`, `.75`): type one and press
 * Enter or a comma; Backspace in the empty box removes the last; leaving the box keeps what was
 * typed. A grid-in form a student could not enter is marked at once.
 */
export function AcceptedAnswersInput({ gridIn }: AcceptedAnswersInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string[]>({ source: 'answers' });
  const answers = useMemo<string[]>(() => field.value ?? [], [field.value]);
  const [pending, setPending] = useState('');
  const problemOf = (answer: string) => {
    const problem = gridIn ? gridInProblem(answer, gridIn) : null;
    return problem && problem !== 'empty'
      ? translate(`app.questions.problems.grid_in_${problem}`, {
          answer,
          max: GRID_IN_MAX_LENGTH[gridIn!],
        })
      : null;
  };
  const { onChange } = field;
  const commit = useCallback(() => {
    const value = pending.trim();
    if (value === '') return;
    onChange(added(answers, value));
    setPending('');
  }, [pending, answers, onChange]);
  useCommitOnSave(commit);

  const pendingProblem = pending.trim() === '' ? null : problemOf(pending.trim());
  const error = errorText(fieldState.error);
  const label = translate(
    gridIn ? 'app.questions.accepted_grid_in' : 'app.questions.accepted_short',
  );
  const hint = translate(
    gridIn ? 'app.questions.accepted_grid_in_hint' : 'app.questions.accepted_hint',
  );
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={answers}
      inputValue={pending}
      onChange={(_event, next) =>
        onChange(next.reduce<string[]>((list, a) => added(list, a.trim()), []))
      }
      onInputChange={(_event, next, reason) => {
        // A comma ends an answer, as Enter does.
        if (reason === 'input' && next.endsWith(',')) {
          onChange(added(answers, next.slice(0, -1).trim()));
          setPending('');
        } else setPending(next);
      }}
      onBlur={() => {
        commit();
        field.onBlur();
      }}
      renderValue={(values, getItemProps) =>
        values.map((answer, index) => {
          const problem = problemOf(answer);
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              label={answer}
              size="small"
              color={problem ? 'error' : 'success'}
              variant={problem ? 'outlined' : 'filled'}
              title={problem ?? undefined}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          error={Boolean(pendingProblem) || Boolean(error)}
          helperText={pendingProblem ?? error ?? answers.map(problemOf).find(Boolean) ?? hint}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              inputMode: gridIn ? 'decimal' : 'text',
              autoComplete: 'off',
            },
          }}
        />
      )}
    />
  );
}
