import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, Chip, List, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/format';
import { ToolbarPopover } from '../appbar/ToolbarPopover';
import { BrowserPushSwitch } from './BrowserPushSwitch';
import { NotificationItem } from './NotificationItem';
import type { AppNotification } from './notificationData';
import { useNotifications } from './useNotifications';

/** The dropdown is 400 wide and its list at most 400 px high. */
const WIDTH = 400;
const MAX_HEIGHT = 400;
/** Above this the badge reads "99+". */
const MAX_COUNT = 99;

/** The bell counts unseen notifications; its dropdown lists the latest ten. */
export function NotificationBell() {
  const translate = useTranslate();
  const { data, isError, openNotification } = useNotifications();
  const [locale] = useLocaleState();
  const unseen = data?.unseen ?? 0;
  // Written here rather than by the Badge's `max`, which would show Latin digits.
  const count =
    unseen > MAX_COUNT ? `${formatNumber(MAX_COUNT, locale)}+` : formatNumber(unseen, locale);
  const label = `${translate('app.notifications.open')}, ${translate('app.notifications.unseen', { smart_count: unseen })}`;

  const onOpen = (n: AppNotification, close: () => void) => {
    close();
    void openNotification(n);
  };

  return (
    <ToolbarPopover
      label={label}
      tooltip={translate('app.notifications.title')}
      trigger={
        <Badge
          badgeContent={count}
          invisible={unseen === 0}
          color="error"
          data-testid="notification-count"
        >
          <NotificationsOutlined />
        </Badge>
      }
      title={translate('app.notifications.title')}
      titleExtra={
        unseen > 0 && (
          <Chip
            size="small"
            color="primary"
            label={translate('app.notifications.unseen', { smart_count: unseen })}
          />
        )
      }
      width={WIDTH}
    >
      {(close) => (
        <>
          {data && data.items.length > 0 ? (
            <List disablePadding sx={{ maxHeight: MAX_HEIGHT, overflowY: 'auto' }}>
              {data.items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onOpen={(item) => onOpen(item, close)}
                />
              ))}
            </List>
          ) : (
            <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
              {translate(isError ? 'app.notifications.error' : 'app.notifications.empty')}
            </Typography>
          )}
          <BrowserPushSwitch />
        </>
      )}
    </ToolbarPopover>
  );
}
