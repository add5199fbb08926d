import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QUICK_FIELDS } from './homeContent';
import type { Draft } from './useHomeEditor';

/** The texts of one row, changed with the preview following each keystroke. */
export function QuickEdit({
  draft,
  onChange,
  onSave,
  onCancel,
}: {
  draft: Draft;
  onChange: (values: Record<string, string>) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const fieldLabel = (field: string) => translate(`resources.${draft.kind}.fields.${field}`);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="quick-edit">
      <Typography variant="subtitle2">{translate('app.site.home.quick_edit')}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        {translate('app.site.home.quick_edit_hint')}
      </Typography>
      <Stack spacing={1.5}>
        {QUICK_FIELDS[draft.kind].map((field) => (
          <TextField
            key={field}
            size="small"
            label={fieldLabel(field)}
            value={draft.values[field] ?? ''}
            multiline={field === 'text'}
            minRows={field === 'text' ? 2 : undefined}
            required={field === 'title'}
            onChange={(event) => onChange({ ...draft.values, [field]: event.target.value })}
            slotProps={{ htmlInput: { maxLength: field === 'text' ? 2000 : 190 } }}
          />
        ))}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            size="small"
            onClick={onSave}
            disabled={!draft.values.title?.trim()}
          >
            {translate('app.site.home.save')}
          </Button>
          <Button size="small" onClick={onCancel}>
            {translate('app.site.home.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
