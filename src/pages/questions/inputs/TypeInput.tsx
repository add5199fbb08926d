import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { withType, type QuestionDraft, type QuestionType } from '../editor/draft';

/**
 * The question's type as radio buttons (arrow keys choose). Switching between multiple choice and
 * a typed answer starts the options or accepted answers afresh; single ↔ multiple keeps them.
 */
export function TypeInput({ types }: { types: readonly QuestionType[] }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<QuestionDraft>();
  const { field } = useInput<QuestionType>({ source: 'type' });
  const change = (type: QuestionType) => {
    const next = withType(getValues(), type);
    setValue('options', next.options, { shouldDirty: true });
    setValue('answers', next.answers, { shouldDirty: true });
    field.onChange(type);
  };
  return (
    <FormControl>
      <FormLabel id="question-type-label">
        {translate('resources.exam-question.fields.type')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="question-type-label"
        value={field.value}
        onChange={(_event, value) => change(value as QuestionType)}
      >
        {types.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio size="small" />}
            label={translate(`enums.questionType.${type}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
