import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../api';
import {
  currentSubscription,
  forgetBrowserPush,
  pushSupported,
  saveOnServer,
  subscribeBrowser,
} from './browserPush';
import { usePushConfig } from './pushConfig';

/**
 * - `checking`: still finding out;
 * - `unsupported`: this browser has no Web Push (or the page is not a secure context);
 * - `unavailable`: the centre does not send Web Push;
 * - `blocked`: the user refused notifications for the site, which only the browser can undo.
 */
export type BrowserPushState =
  'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error);

/** Browser notifications for the signed-in user on this device: their state, and the switch. */
export function useBrowserPush() {
  const api = useApi();
  const config = usePushConfig();
  const supported = pushSupported();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [permission, setPermission] = useState<NotificationPermission | null>(
    supported ? Notification.permission : null,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [supported]);

  const publicKey = config.data?.publicKey ?? null;
  let state: BrowserPushState;
  if (!supported) state = 'unsupported';
  else if (config.isError || (config.data && !config.data.enabled)) state = 'unavailable';
  else if (!config.data || subscribed === null) state = 'checking';
  else if (permission === 'denied') state = 'blocked';
  else state = subscribed && permission === 'granted' ? 'on' : 'off';

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }, []);

  const enable = useCallback(
    () =>
      run(async () => {
        if (!publicKey) return;
        const answer = await Notification.requestPermission();
        setPermission(answer);
        if (answer !== 'granted') return;
        const subscription = await subscribeBrowser(publicKey);
        try {
          await saveOnServer(api, subscription);
        } catch (error) {
          // The server would not send to it: the browser should not hold it either.
          await subscription.unsubscribe();
          throw error;
        }
        setSubscribed(true);
      }),
    [api, publicKey, run],
  );

  const disable = useCallback(
    () =>
      run(async () => {
        await forgetBrowserPush(api);
        setSubscribed(false);
      }),
    [api, run],
  );

  return { state, busy, failure, enable, disable };
}
