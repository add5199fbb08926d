import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { session } from '../../providers/auth';
import { closeRealtime, openRealtime, type RealtimeEcho } from './connection';
import { ONLINE_CHANNEL, createOnlineStore } from './onlineUsers';
import { RealtimeContext } from './RealtimeContext';

/**
 * Opens the session's realtime connection for the signed-in app shell, joins the online presence
 * channel (so others see this user online on any page) and closes it all when the shell goes.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [echo, setEcho] = useState<RealtimeEcho | null>(null);
  const online = useMemo(() => createOnlineStore(), []);
  const token = session.getToken();
  const user = session.getUser();
  const kind = user?.kind ?? null;
  const rawId = Number(user?.id);
  const me = Number.isSafeInteger(rawId) && rawId > 0 ? rawId : null;

  useEffect(() => {
    if (!token) return;
    let live = true;
    void openRealtime(token).then((connection) => {
      if (!live || !connection) return;
      connection
        .join(ONLINE_CHANNEL)
        .here(online.here)
        .joining(online.joining)
        .leaving(online.leaving);
      setEcho(connection);
    });
    return () => {
      live = false;
      online.clear();
      setEcho(null);
      closeRealtime();
    };
  }, [token, online]);

  const value = useMemo(() => ({ echo, me, kind, online }), [echo, me, kind, online]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
