import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isLocale, locales, DEFAULT_LOCALE } from '../../lib/locale';
import { Flag } from './Flag';
import { switchLocale } from './switchLocale';
import { usePopover } from './usePopover';

/** SPEC 2: the button shows the current language; its menu lists the other ones with flags. */
export function LanguageMenu() {
  const translate = useTranslate();
  const [raLocale] = useLocaleState();
  const current = isLocale(raLocale) ? raLocale : DEFAULT_LOCALE;
  const { anchor, isOpen, open, close } = usePopover();
  const menuId = useId();
  const label = `${translate('app.language.label')}: ${translate(`app.language.${current}`)}`;
  return (
    <>
      <Tooltip title={label}>
        <Button
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={isOpen ? menuId : undefined}
          aria-expanded={isOpen}
          onClick={open}
          sx={{ minWidth: 0, px: 1 }}
        >
          <Flag locale={current} />
        </Button>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={isOpen} onClose={close} disableScrollLock>
        {locales
          .filter((l) => l !== current)
          .map((l) => (
            <MenuItem key={l} lang={l} onClick={() => switchLocale(l)}>
              <ListItemIcon>
                <Flag locale={l} />
              </ListItemIcon>
              <ListItemText>{translate(`app.language.${l}`)}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
