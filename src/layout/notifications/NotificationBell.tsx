import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import {
  Badge,
  Box,
  Chip,
  Divider,
  IconButton,
  List,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { usePopover } from '../appbar/usePopover';
import { NotificationItem } from './NotificationItem';
import type { AppNotification } from './notificationData';
import { useNotifications } from './useNotifications';

/** SPEC 9: the dropdown is 400 wide and its list at most 400 px high. */
const WIDTH = 400;
const MAX_HEIGHT = 400;

/** SPEC 2: the bell counts unseen notifications; its dropdown lists the latest ten. */
export function NotificationBell() {
  const translate = useTranslate();
  const { data, isError, openNotification } = useNotifications();
  const { anchor, isOpen, open, close } = usePopover();
  const titleId = useId();
  const unseen = data?.unseen ?? 0;
  const label = `${translate('app.notifications.open')}, ${translate('app.notifications.unseen', { smart_count: unseen })}`;

  const onOpen = (n: AppNotification) => {
    close();
    void openNotification(n);
  };

  return (
    <>
      <Tooltip title={translate('app.notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={open}
        >
          <Badge badgeContent={unseen} color="error" max={99} data-testid="notification-count">
            <NotificationsOutlined />
          </Badge>
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
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: WIDTH, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {translate('app.notifications.title')}
          </Typography>
          {unseen > 0 && (
            <Chip
              size="small"
              color="primary"
              label={translate('app.notifications.unseen', { smart_count: unseen })}
            />
          )}
        </Box>
        <Divider />
        {data && data.items.length > 0 ? (
          <List disablePadding sx={{ maxHeight: MAX_HEIGHT, overflowY: 'auto' }}>
            {data.items.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={onOpen} />
            ))}
          </List>
        ) : (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
            {translate(isError ? 'app.notifications.error' : 'app.notifications.empty')}
          </Typography>
        )}
      </Popover>
    </>
  );
}
