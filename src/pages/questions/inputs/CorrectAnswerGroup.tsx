import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

interface CorrectAnswerGroupProps {
  keys: string[];
  answers: string[];
  /** One correct key (radio buttons) or several (check boxes). */
  multiple: boolean;
  onChange: (answers: string[]) => void;
  invalid: boolean;
  describedBy?: string;
}

/**
 * Marks the correct option: focus the group (Tab from the last option) and press the option's
 * letter, or use the arrow keys and Space, or click. One tab stop, like a native radio group.
 */
export function CorrectAnswerGroup({
  keys,
  answers,
  multiple,
  onChange,
  invalid,
  describedBy,
}: CorrectAnswerGroupProps) {
  const translate = useTranslate();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const choose = (key: string) => {
    if (!multiple) onChange([key]);
    else onChange(answers.includes(key) ? answers.filter((a) => a !== key) : [...answers, key]);
  };
  const focusKey = (key: string | undefined) => {
    if (key !== undefined) buttons.current[key]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, key: string) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const letter = event.key.toUpperCase();
    const index = keys.indexOf(key);
    if (letter.length === 1 && keys.includes(letter)) {
      event.preventDefault();
      choose(letter);
      focusKey(letter);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      const next = keys[(index + 1) % keys.length];
      if (!multiple && next) onChange([next]);
      focusKey(next);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      const previous = keys[(index - 1 + keys.length) % keys.length];
      if (!multiple && previous) onChange([previous]);
      focusKey(previous);
    } else if (event.key === ' ') {
      event.preventDefault();
      choose(key);
    }
  };
  // The tab stop: the chosen option, else the first.
  const stop = keys.find((k) => answers.includes(k)) ?? keys[0];
  const label = translate(multiple ? 'app.questions.correct_many' : 'app.questions.correct_one');
  return (
    <Box>
      <Typography
        id="correct-answer-label"
        variant="body2"
        sx={{ color: invalid ? 'error.main' : 'text.secondary', mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby="correct-answer-label"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {keys.map((key) => {
          const checked = answers.includes(key);
          return (
            <ButtonBase
              key={key}
              ref={(node: HTMLButtonElement | null) => {
                buttons.current[key] = node;
              }}
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={checked}
              aria-label={translate('app.questions.option_name', { key })}
              tabIndex={key === stop ? 0 : -1}
              onClick={() => choose(key)}
              onKeyDown={(event) => onKeyDown(event, key)}
              sx={{
                width: 40,
                height: 40,
                borderRadius: multiple ? 1 : '50%',
                border: 2,
                borderColor: checked ? 'success.main' : invalid ? 'error.main' : 'divider',
                bgcolor: checked ? 'success.main' : 'transparent',
                color: checked ? 'success.contrastText' : 'text.primary',
                fontWeight: 700,
                '&.Mui-focusVisible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              {key}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
