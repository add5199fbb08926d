import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { MathHtml } from '../../../components/math';
import type { AttemptQuestion } from '../../../../schema';

/**
 * The options of a multiple-choice question as large radio (one answer) or checkbox (several)
 * buttons, each with its letter; the keys A–D choose too (PartRunner listens for them).
 */
export function ChoiceAnswer({
  question,
  value,
  onChange,
  labelledBy,
}: {
  question: AttemptQuestion;
  value: string[];
  onChange: (next: string[]) => void;
  labelledBy: string;
}) {
  const multiple = question.type === 'multiple';
  const toggle = (key: string) =>
    onChange(
      multiple ? (value.includes(key) ? value.filter((k) => k !== key) : [...value, key]) : [key],
    );
  return (
    <Box
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelledBy}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}
    >
      {question.options.map((option) => {
        const chosen = value.includes(option.key);
        const Control = multiple ? Checkbox : Radio;
        return (
          <FormControlLabel
            key={option.key}
            value={option.key}
            checked={chosen}
            onChange={() => toggle(option.key)}
            control={<Control name={`question-${question.id}`} />}
            label={
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {option.key}
                </Box>
                <MathHtml html={option.text} sx={{ '& p': { m: 0 } }} />
              </Box>
            }
            sx={{
              m: 0,
              px: 1,
              py: 0.5,
              border: 1,
              borderRadius: 1,
              borderColor: chosen ? 'primary.main' : 'divider',
              bgcolor: chosen ? 'action.selected' : 'transparent',
              alignItems: 'center',
            }}
          />
        );
      })}
    </Box>
  );
}
