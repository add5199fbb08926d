import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import WaterDrop from '@mui/icons-material/WaterDrop';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { themeModes, useThemeMode, type ThemeMode } from '../../lib/preferences';
import { usePopover } from './usePopover';

const modeIcons: Record<ThemeMode, ReactElement> = {
  light: <LightMode fontSize="small" />,
  dark: <DarkMode fontSize="small" />,
  blue: <WaterDrop fontSize="small" />,
};

/** SPEC 4: light, dark or blue, kept in localStorage `theme`; App re-renders with the pick. */
export function ThemeSwitch() {
  const translate = useTranslate();
  const [mode, setMode] = useThemeMode();
  const { anchor, isOpen, open, close } = usePopover();
  const menuId = useId();
  const label = `${translate('app.theme.label')}: ${translate(`app.theme.${mode}`)}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={isOpen ? menuId : undefined}
          aria-expanded={isOpen}
          onClick={open}
        >
          {modeIcons[mode]}
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={isOpen} onClose={close} disableScrollLock>
        {themeModes.map((m) => (
          <MenuItem
            key={m}
            selected={m === mode}
            onClick={() => {
              setMode(m);
              close();
            }}
          >
            <ListItemIcon>{modeIcons[m]}</ListItemIcon>
            <ListItemText>{translate(`app.theme.${m}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
