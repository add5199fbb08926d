import { Box, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  isValidRange,
  presetOf,
  presetRange,
  PRESETS,
  type DateRange,
  type Preset,
} from './period';

/**
 * A date range: three presets as toggle buttons (Tab to reach, Space or Enter to choose) and two
 * date fields for any other range. A range is taken once both dates are valid and in order.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  // A range chosen elsewhere (a preset, the address) replaces what is being typed.
  const [shown, setShown] = useState(value);
  if (shown.start_date !== value.start_date || shown.end_date !== value.end_date) {
    setShown(value);
    setDraft(value);
  }
  const invalid = !isValidRange(draft);

  const edit = (field: keyof DateRange, date: string) => {
    const next = { ...draft, [field]: date };
    setDraft(next);
    if (isValidRange(next)) onChange(next);
  };

  return (
    <Box
      role="group"
      aria-label={translate('app.finance.period.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={presetOf(value) ?? null}
        onChange={(_event, preset: Preset | null) => {
          if (preset) onChange(presetRange(preset));
        }}
        aria-label={translate('app.finance.period.preset')}
        sx={{ flexWrap: 'wrap' }}
      >
        {PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {translate(`app.finance.period.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          size="small"
          label={translate('app.finance.period.from')}
          value={draft.start_date}
          onChange={(event) => edit('start_date', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={invalid}
          sx={{ width: 170 }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('app.finance.period.to')}
          value={draft.end_date}
          onChange={(event) => edit('end_date', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={invalid}
          helperText={invalid ? translate('app.finance.period.invalid') : undefined}
          sx={{ width: 170 }}
        />
      </Box>
    </Box>
  );
}
