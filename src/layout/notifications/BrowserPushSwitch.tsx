import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Box, CircularProgress, Divider, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useBrowserPush } from '../../lib/push';

/**
 * The bell's switch for Web Push on this device. It says why when it cannot be used (blocked in
 * the browser, no support), and is left out when the centre sends no Web Push.
 */
export function BrowserPushSwitch() {
  const translate = useTranslate();
  const { state, busy, failure, enable, disable } = useBrowserPush();
  const labelId = useId();
  const helpId = useId();
  if (state === 'unavailable') return null;

  const help = failure
    ? translate('app.notifications.push.failed', { reason: failure })
    : translate(`app.notifications.push.${state}`);
  const usable = state === 'on' || state === 'off';
  return (
    <>
      <Divider />
      <Box
        data-testid="browser-push"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25 }}
      >
        <NotificationsActiveOutlined color={state === 'on' ? 'primary' : 'disabled'} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
            {translate('app.notifications.push.label')}
          </Typography>
          <Typography
            id={helpId}
            variant="caption"
            role={failure ? 'alert' : undefined}
            sx={{ display: 'block', color: failure ? 'error.main' : 'text.secondary' }}
          >
            {help}
          </Typography>
        </Box>
        {(busy || state === 'checking') && <CircularProgress size={18} aria-hidden />}
        <Switch
          checked={state === 'on'}
          disabled={busy || !usable}
          onChange={(_, on) => void (on ? enable() : disable())}
          slotProps={{
            input: { 'aria-labelledby': labelId, 'aria-describedby': helpId },
          }}
        />
      </Box>
    </>
  );
}
