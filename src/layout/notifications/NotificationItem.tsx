import { Box, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import type { AppNotification } from './notificationData';
import { visuallyHidden } from '../../lib/visuallyHidden';

/** One row of the bell's list; unseen rows are marked with a dot and bold subject. */
export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (n: AppNotification) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <ListItemButton
      onClick={() => onOpen(n)}
      alignItems="flex-start"
      sx={{ gap: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          mt: 1,
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: n.is_seen ? 'transparent' : 'primary.main',
        }}
      />
      <ListItemText
        primary={
          <>
            {n.subject}
            {!n.is_seen && (
              <Box component="span" sx={visuallyHidden}>
                {` (${translate('app.notifications.new')})`}
              </Box>
            )}
          </>
        }
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {n.message}
            </Box>
            <Typography component="span" variant="caption" sx={{ color: 'text.disabled' }}>
              {formatDateTime(n.created_at, locale)}
            </Typography>
          </>
        }
        slotProps={{
          primary: { variant: 'body2', fontWeight: n.is_seen ? 400 : 600 },
          secondary: { variant: 'body2' },
        }}
      />
    </ListItemButton>
  );
}
