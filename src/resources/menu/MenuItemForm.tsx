import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isSafeLink, LINK_MAX, menuLinkTypes } from '../../../schema';
import type { FlatItem } from './flatTree';

export interface Choice {
  id: number;
  name: string;
}

/** The fields of one menu item: its label and what it links to. */
export function MenuItemForm({
  item,
  pages,
  courses,
  onChange,
  onDone,
}: {
  item: FlatItem;
  pages: Choice[];
  courses: Choice[];
  onChange: (patch: Partial<FlatItem>) => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.site.menuItems.${key}`);
  // The server's link rule, shown while typing; the server checks again on save.
  const url = item.url.trim();
  const badUrl = url !== '' && !isSafeLink(url, { paths: true });
  const select = (
    label: string,
    value: number | null,
    choices: Choice[],
    field: 'page_id' | 'course_id',
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange({ [field]: Number(event.target.value) || null })}
      sx={{ minWidth: 200 }}
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={t('label')}
          value={item.label}
          onChange={(event) => onChange({ label: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          size="small"
          label={t('link_type')}
          value={item.link_type}
          onChange={(event) => onChange({ link_type: event.target.value as FlatItem['link_type'] })}
          sx={{ minWidth: 140 }}
        >
          {menuLinkTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`link_types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {item.link_type === 'page' && select(t('page'), item.page_id, pages, 'page_id')}
        {item.link_type === 'course' && select(t('course'), item.course_id, courses, 'course_id')}
        {item.link_type === 'url' && (
          <TextField
            size="small"
            label={t('url')}
            value={item.url}
            placeholder="/courses"
            onChange={(event) => onChange({ url: event.target.value })}
            error={badUrl}
            helperText={badUrl ? translate('app.validation.link') : undefined}
            slotProps={{ htmlInput: { maxLength: LINK_MAX, inputMode: 'url' } }}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={item.new_tab}
              onChange={(event) => onChange({ new_tab: event.target.checked })}
            />
          }
          label={t('new_tab')}
        />
        <Button size="small" onClick={onDone}>
          {t('done')}
        </Button>
      </Stack>
    </Stack>
  );
}
