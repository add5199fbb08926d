import { Form, SaveButton, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { APP_LOCALES, THEME_MODES, type AppLocale, type ThemeMode } from '../../../schema';
import { switchLocale } from '../../layout/appbar/switchLocale';
import { isLocale } from '../../lib/locale';
import { useThemeMode } from '../../lib/preferences';
import type { OwnProfile } from './ownProfile';
import { useProfileSubmit } from './useProfileSubmit';

/**
 * The language and theme kept on the account: applied here at once, and by the app at every
 * sign-in, in any browser. The top bar's switches change this browser only.
 */
export function PreferencesForm({
  profile,
  onSaved,
}: {
  profile: OwnProfile;
  onSaved: () => Promise<void>;
}) {
  const translate = useTranslate();
  const [pageLocale] = useLocaleState();
  const [mode, setMode] = useThemeMode();
  const submit = useProfileSubmit('PUT', 'user/preferences', 'app.profile.preferences.saved');
  const record = {
    locale: profile.locale ?? (isLocale(pageLocale) ? pageLocale : 'en'),
    theme: profile.theme ?? mode,
  };
  return (
    <Form
      record={record}
      onSubmit={async (values: Record<string, unknown>) => {
        const locale = values.locale as AppLocale;
        const theme = values.theme as ThemeMode;
        const errors = await submit({ locale, theme });
        if (errors) return errors;
        setMode(theme);
        if (locale !== pageLocale) switchLocale(locale);
        else await onSaved();
        return undefined;
      }}
    >
      <SelectInput
        source="locale"
        label={translate('app.language.label')}
        choices={APP_LOCALES.map((id) => ({ id, name: translate(`app.language.${id}`) }))}
        translateChoice={false}
      />
      <SelectInput
        source="theme"
        label={translate('app.theme.label')}
        choices={THEME_MODES.map((id) => ({ id, name: translate(`app.theme.${id}`) }))}
        translateChoice={false}
      />
      <SaveButton label={translate('app.profile.preferences.save')} alwaysEnable />
    </Form>
  );
}
