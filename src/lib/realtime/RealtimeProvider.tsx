import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { buildAbility, session } from '../../providers/auth';
import { useApi } from '../api';
import { closeRealtime, openRealtime, type RealtimeEcho } from './connection';
import { followOnlineContacts } from './followOnlineContacts';
import { createOnlineStore } from './onlineUsers';
import { RealtimeContext } from './RealtimeContext';

/**
 * Opens the session's realtime connection for the signed-in app shell, goes online in the chat
 * for users who may chat (so their contacts see them on any page, and they see their contacts),
 * and closes it all when the shell goes.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [echo, setEcho] = useState<RealtimeEcho | null>(null);
  const online = useMemo(() => createOnlineStore(), []);
  const api = useApi();
  const token = session.getToken();
  const user = session.getUser();
  const kind = user?.kind ?? null;
  const rawId = Number(user?.id);
  const me = Number.isSafeInteger(rawId) && rawId > 0 ? rawId : null;
  const mayChat = user !== null && buildAbility(user.ability).can('read', 'Message');

  useEffect(() => {
    if (!token) return;
    let live = true;
    void openRealtime(token).then((connection) => {
      if (live && connection) setEcho(connection);
    });
    return () => {
      live = false;
      setEcho(null);
      closeRealtime();
    };
  }, [token]);

  useEffect(() => {
    if (!echo || me === null || !mayChat) return;
    return followOnlineContacts(echo, me, api, online);
  }, [echo, me, mayChat, api, online]);

  const value = useMemo(() => ({ echo, me, kind, online }), [echo, me, kind, online]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
