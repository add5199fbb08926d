import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Switch,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LOGO_MAX, settingScreens, type SettingDef, type SettingScreen } from '../../../../schema';
import { FetchErrorAlert } from '../../../components/fetch-error';
import { parseSettings, settingValue, useApi } from '../../../lib/api';
import { useAppNotify } from '../../../lib/notify';
import { useUnsavedChangesGuard } from '../../../lib/unsaved';
import { fieldErrors, serverMessage } from '../../../providers/data';
import { PanelPage } from '../../panels/PanelPage';
import { ImageSettingField, type ImageValue } from './ImageSettingField';
import { ReferenceSettingField } from './ReferenceSettingField';
import { formBody, initialValues, valueProblem, type FormValues } from './settingsForm';

const INPUT_TYPES: Partial<Record<SettingDef['kind'], string>> = {
  email: 'email',
  phone: 'tel',
  url: 'url',
  date: 'date',
  integer: 'number',
  money: 'number',
};

/** The number input's bounds and step: whole numbers step by 1, money by its minor unit. */
const numberInput = (def: SettingDef) =>
  def.kind === 'integer' || def.kind === 'money'
    ? { min: def.range?.min, max: def.range?.max, step: def.kind === 'money' ? 0.01 : 1 }
    : {};

/** The stored settings, read fresh each time a settings screen opens. */
function useStoredSettings() {
  const api = useApi();
  return useQuery({
    queryKey: ['site', 'settings'],
    queryFn: async () =>
      parseSettings(
        await api('GET', 'setting/', { query: new URLSearchParams({ per_page: '1000' }) }),
      ),
    staleTime: 0,
  });
}

/**
 * One settings screen (settingScreenPath: /public/settings/generalSettings/{screen}, or the
 * screen's own address): a form over the `setting` rows of its group, saved with
 * `POST /api/setting/group/{group}`. Saving refreshes what the app read of the settings, so a new
 * logo shows in the top bar at once, and online payment follows its settings.
 */
export function SettingsScreenPage({ screen }: { screen: SettingScreen }) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useStoredSettings();
  const title = translate(`app.site.settings.titles.${screen}`);
  return (
    <PanelPage title={title}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`app.site.settings.hints.${screen}`, LOGO_MAX)}
      </Alert>
      {error ? (
        <FetchErrorAlert onRetry={() => void refetch()} />
      ) : isPending ? (
        <Stack spacing={2} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : (
        <SettingsForm
          key={screen}
          screen={screen}
          stored={(name) => settingValue(data, settingScreens[screen].group, name) ?? ''}
        />
      )}
    </PanelPage>
  );
}

function SettingsForm({
  screen,
  stored,
}: {
  screen: SettingScreen;
  stored: (name: string) => string;
}) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const { group, settings } = settingScreens[screen];
  const defs: readonly SettingDef[] = settings;
  const [values, setValues] = useState<FormValues>(() => initialValues(defs, stored));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedChangesGuard(dirty);
  const label = (name: string) => translate(`app.site.settings.fields.${name}`);
  const helper = (name: string) => translate(`app.site.settings.helpers.${name}`, { _: '' });

  const change = (name: string, value: FormValues[string]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setDirty(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = Object.fromEntries(
      defs.flatMap((def) => {
        const key = valueProblem(def, values[def.name] ?? '');
        return key ? [[def.name, translate(key)]] : [];
      }),
    );
    if (Object.keys(problems).length > 0 || Object.values(errors).some(Boolean)) {
      setErrors((e) => ({ ...e, ...problems }));
      return;
    }
    setSaving(true);
    try {
      await api('POST', `setting/group/${group}`, { body: formBody(defs, values) });
      notify.success(translate('app.site.settings.saved'));
      setDirty(false);
      // Everything the app read of the settings: its own, and what follows from them (whether
      // online payment is on).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['app'] }),
        queryClient.invalidateQueries({ queryKey: ['site', 'settings'] }),
      ]);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      notify.error(serverMessage(failure) ?? translate('app.notify.save_error'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Stack spacing={2.5}>
        {defs.map((def) => {
          const value = values[def.name];
          if (def.kind === 'image')
            return (
              <ImageSettingField
                key={def.name}
                def={def}
                label={label(def.name)}
                value={value as ImageValue}
                error={errors[def.name]}
                onChange={(next) => change(def.name, next)}
                onError={(message) => setErrors((e) => ({ ...e, [def.name]: message }))}
              />
            );
          if (def.kind === 'boolean')
            return (
              <FormControlLabel
                key={def.name}
                control={
                  <Switch
                    checked={value === true}
                    onChange={(event) => change(def.name, event.target.checked)}
                  />
                }
                label={label(def.name)}
              />
            );
          if (def.kind === 'reference')
            return (
              <ReferenceSettingField
                key={def.name}
                def={def}
                label={label(def.name)}
                value={typeof value === 'string' ? value : ''}
                error={errors[def.name]}
                helperText={helper(def.name) || undefined}
                onChange={(next) => change(def.name, next)}
              />
            );
          return (
            <TextField
              key={def.name}
              name={def.name}
              label={label(def.name)}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => change(def.name, event.target.value)}
              type={INPUT_TYPES[def.kind] ?? 'text'}
              required={def.required}
              multiline={def.kind === 'textarea'}
              minRows={def.kind === 'textarea' ? 2 : undefined}
              error={Boolean(errors[def.name])}
              helperText={errors[def.name] ?? (helper(def.name) || undefined)}
              slotProps={{
                htmlInput: { maxLength: def.max, ...numberInput(def) },
                inputLabel: def.kind === 'date' ? { shrink: true } : undefined,
              }}
              fullWidth
            />
          );
        })}
        <Box>
          <Button type="submit" variant="contained" disabled={saving || !dirty}>
            {translate('app.site.settings.save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
