import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { AttemptQuestion } from '../../../../schema';

/** The server's limits (server/domain/assessment/attempts/answer-input.ts). */
const MAX_LENGTH = { grid_in: 20, short: 2000 } as const;

/** A typed answer: a number for a grid-in (SAT student-produced response), text for a short one. */
export function TypedAnswer({
  question,
  value,
  onChange,
  onBlur,
}: {
  question: AttemptQuestion;
  value: string;
  onChange: (next: string) => void;
  onBlur: () => void;
}) {
  const translate = useTranslate();
  const grid = question.type === 'grid_in';
  return (
    <TextField
      label={translate('app.exams.take.your_answer')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      helperText={grid ? translate('app.exams.take.grid_hint') : undefined}
      multiline={!grid}
      minRows={grid ? undefined : 3}
      fullWidth={!grid}
      autoComplete="off"
      sx={{ mt: 2, minWidth: grid ? 200 : undefined }}
      slotProps={{
        htmlInput: {
          maxLength: MAX_LENGTH[grid ? 'grid_in' : 'short'],
          inputMode: grid ? 'decimal' : 'text',
          spellCheck: !grid,
        },
      }}
    />
  );
}
