import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useRef, type KeyboardEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MAX_OPTIONS, MIN_OPTIONS, OPTION_KEYS, type QuestionOption } from '../../../../schema';
import { CorrectAnswerGroup } from './CorrectAnswerGroup';
import { errorText } from './errorText';

/** Keys stay A, B, C… in order after an option is added or removed; marked answers follow. */
function rekey(options: QuestionOption[], answers: string[]) {
  const renamed = new Map(options.map((o, i) => [o.key, OPTION_KEYS[i] ?? o.key]));
  return {
    options: options.map((o, i) => ({ ...o, key: OPTION_KEYS[i] ?? o.key })),
    answers: answers.filter((a) => renamed.has(a)).map((a) => renamed.get(a)!),
  };
}

/**
 * The options of a multiple-choice question, typed as plain text (math between `$` signs), and
 * the correct ones marked. Enter in the last option adds one; Backspace in an empty option removes
 * it; the mouse has buttons for both.
 */
export function OptionsInput() {
  const translate = useTranslate();
  const type = useWatch({ name: 'type' }) as string;
  const optionsInput = useInput<QuestionOption[]>({ source: 'options' });
  const answersInput = useInput<string[]>({ source: 'answers' });
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  const options: QuestionOption[] = optionsInput.field.value ?? [];
  const answers: string[] = answersInput.field.value ?? [];
  const setBoth = (next: { options: QuestionOption[]; answers: string[] }) => {
    optionsInput.field.onChange(next.options);
    answersInput.field.onChange(next.answers);
  };
  const setText = (index: number, text: string) =>
    optionsInput.field.onChange(options.map((o, i) => (i === index ? { ...o, text } : o)));
  const add = () => {
    if (options.length >= MAX_OPTIONS) return;
    setBoth(rekey([...options, { key: '', text: '' }], answers));
    requestAnimationFrame(() => fields.current[options.length]?.focus());
  };
  const remove = (index: number) => {
    if (options.length <= MIN_OPTIONS) return;
    const removed = options[index]?.key;
    setBoth(
      rekey(
        options.filter((_, i) => i !== index),
        answers.filter((a) => a !== removed),
      ),
    );
    requestAnimationFrame(() => fields.current[Math.max(0, index - 1)]?.focus());
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter' && index === options.length - 1 && options.length < MAX_OPTIONS) {
      event.preventDefault();
      add();
    } else if (
      event.key === 'Backspace' &&
      options[index]?.text === '' &&
      options.length > MIN_OPTIONS
    ) {
      event.preventDefault();
      remove(index);
    }
  };
  const optionsError = errorText(optionsInput.fieldState.error);
  const answersError = errorText(answersInput.fieldState.error);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {options.map((option, index) => (
        <Box key={option.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            inputRef={(node: HTMLInputElement | null) => {
              fields.current[index] = node;
            }}
            label={translate('app.questions.option_name', { key: option.key })}
            value={option.text}
            onChange={(event) => setText(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onBlur={optionsInput.field.onBlur}
            error={Boolean(optionsError) && option.text.trim() === ''}
            size="small"
            fullWidth
            autoComplete="off"
          />
          <IconButton
            aria-label={translate('app.questions.remove_option', { key: option.key })}
            tabIndex={-1}
            size="small"
            disabled={options.length <= MIN_OPTIONS}
            onClick={() => remove(index)}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          tabIndex={-1}
          disabled={options.length >= MAX_OPTIONS}
          onClick={add}
        >
          {translate('app.questions.add_option')}
        </Button>
      </Box>
      {optionsError && <FormHelperText error>{optionsError}</FormHelperText>}
      <CorrectAnswerGroup
        keys={options.map((o) => o.key)}
        answers={answers}
        multiple={type === 'multiple'}
        onChange={answersInput.field.onChange}
        invalid={Boolean(answersError)}
        describedBy={answersError ? 'correct-answer-error' : 'correct-answer-hint'}
      />
      {answersError ? (
        <FormHelperText id="correct-answer-error" error>
          {answersError}
        </FormHelperText>
      ) : (
        <FormHelperText id="correct-answer-hint">
          {translate('app.questions.correct_hint')}
        </FormHelperText>
      )}
    </Box>
  );
}
