import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import WaterDrop from '@mui/icons-material/WaterDrop';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { themeModes, useThemeMode, type ThemeMode } from '../../lib/preferences';
import { ToolbarMenu } from './ToolbarMenu';

const modeIcons: Record<ThemeMode, ReactElement> = {
  light: <LightMode fontSize="small" />,
  dark: <DarkMode fontSize="small" />,
  blue: <WaterDrop fontSize="small" />,
};

/** Light, dark or blue, kept in localStorage `theme`; App re-renders with the pick. */
export function ThemeSwitch() {
  const translate = useTranslate();
  const [mode, setMode] = useThemeMode();
  const label = `${translate('app.theme.label')}: ${translate(`app.theme.${mode}`)}`;
  return (
    <ToolbarMenu label={label} trigger={modeIcons[mode]} iconButton>
      {(close) =>
        themeModes.map((m) => (
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
        ))
      }
    </ToolbarMenu>
  );
}
