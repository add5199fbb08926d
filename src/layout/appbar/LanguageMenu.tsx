import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { isLocale, locales, DEFAULT_LOCALE } from '../../lib/locale';
import { Flag } from './Flag';
import { switchLocale } from './switchLocale';
import { ToolbarMenu } from './ToolbarMenu';

/** The button shows the current language; its menu lists the other ones with flags. */
export function LanguageMenu() {
  const translate = useTranslate();
  const [raLocale] = useLocaleState();
  const current = isLocale(raLocale) ? raLocale : DEFAULT_LOCALE;
  const label = `${translate('app.language.label')}: ${translate(`app.language.${current}`)}`;
  return (
    <ToolbarMenu
      label={label}
      trigger={<Flag locale={current} />}
      triggerSx={{ minWidth: 0, px: 1 }}
    >
      {() =>
        locales
          .filter((l) => l !== current)
          .map((l) => (
            <MenuItem key={l} lang={l} onClick={() => switchLocale(l)}>
              <ListItemIcon>
                <Flag locale={l} />
              </ListItemIcon>
              <ListItemText>{translate(`app.language.${l}`)}</ListItemText>
            </MenuItem>
          ))
      }
    </ToolbarMenu>
  );
}
