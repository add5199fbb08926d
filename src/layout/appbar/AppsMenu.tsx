import Apps from '@mui/icons-material/Apps';
import { Box, ButtonBase, Divider, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { menuIcon } from '../menu/icons';
import { useAllowedKeys } from '../menu/useAllowedKeys';
import { appTiles, type AppTile } from './apps';
import { usePopover } from './usePopover';

/** SPEC 2: tiles with icon, title and subtitle; each goes to its link unless already there. */
export function AppsMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = useAllowedKeys(appTiles);
  const tiles = appTiles.filter((t) => allowed.has(t.key));
  const { anchor, isOpen, open, close } = usePopover();
  const titleId = useId();

  const go = (tile: AppTile) => {
    close();
    if (pathname !== tile.to) navigate(tile.to);
  };

  return (
    <>
      <Tooltip title={translate('app.apps.label')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.apps.label')}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={open}
        >
          <Apps />
        </IconButton>
      </Tooltip>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 340, maxWidth: 'calc(100vw - 16px)' }, 'aria-labelledby': titleId },
        }}
      >
        <Typography id={titleId} variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
          {translate('app.apps.title')}
        </Typography>
        <Divider />
        {tiles.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary' }}>
            {translate('app.apps.empty')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
            {tiles.map((tile) => (
              <ButtonBase
                key={tile.key}
                onClick={() => go(tile)}
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
        )}
      </Popover>
    </>
  );
}
