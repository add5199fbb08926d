import { useEffect } from 'react';
import { useNavigate } from 'react-admin';
import { useApi } from '../api';
import {
  currentSubscription,
  madeWithKey,
  pushSupported,
  saveOnServer,
  subscribeBrowser,
} from './browserPush';
import { usePushConfig } from './pushConfig';
import { isOpenLinkMessage } from './serviceWorker';

/**
 * Keeps Web Push working for the whole signed-in app: at each load the browser's subscription is
 * sent to the server again (it names this user, and the server may have dropped it), one made
 * with an old server key is renewed, and a clicked notification opens its link in this window
 * (public/sw.js posts it here).
 */
export function BrowserPushSync() {
  const api = useApi();
  const navigate = useNavigate();
  const { data: config } = usePushConfig();
  const publicKey = config?.enabled ? config.publicKey : null;

  useEffect(() => {
    if (!publicKey || !pushSupported() || Notification.permission !== 'granted') return;
    const renew = async () => {
      const held = await currentSubscription();
      if (!held) return;
      const subscription = madeWithKey(held, publicKey) ? held : await subscribeBrowser(publicKey);
      await saveOnServer(api, subscription);
    };
    // Best effort: the switch in the bell shows the state and any failure when it is used.
    renew().catch(() => undefined);
  }, [api, publicKey]);

  useEffect(() => {
    if (!pushSupported()) return;
    const onMessage = (event: MessageEvent) => {
      if (isOpenLinkMessage(event.data)) navigate(event.data.link);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  return null;
}
