import Apps from '@mui/icons-material/Apps';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { menuIcon } from '../menu/icons';
import { useAllowedKeys } from '../menu/useAllowedKeys';
import { appTiles, type AppTile } from './apps';
import { ToolbarPopover } from './ToolbarPopover';

/** Tiles with icon, title and subtitle; each goes to its link unless already there. */
export function AppsMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = useAllowedKeys(appTiles);
  const tiles = appTiles.filter((t) => allowed.has(t.key));
  const go = (tile: AppTile, close: () => void) => {
    close();
    if (pathname !== tile.to) navigate(tile.to);
  };

  return (
    <ToolbarPopover
      label={translate('app.apps.label')}
      tooltip={translate('app.apps.label')}
      trigger={<Apps />}
      title={translate('app.apps.title')}
      width={340}
    >
      {(close) =>
        tiles.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary' }}>
            {translate('app.apps.empty')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
            {tiles.map((tile) => (
              <ButtonBase
                key={tile.key}
                onClick={() => go(tile, close)}
                aria-current={pathname === tile.to ? 'page' : undefined}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.5,
                  p: 2,
                  borderBottom: 1,
                  borderRight: 1,
                  borderColor: 'divider',
                  '&:nth-of-type(2n)': { borderRight: 0 },
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                <Box
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    bgcolor: 'action.selected',
                    color: 'primary.main',
                  }}
                >
                  {menuIcon(tile.icon)}
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate(`${tile.text}.title`)}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
                  {translate(`${tile.text}.subtitle`)}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        )
      }
    </ToolbarPopover>
  );
}
