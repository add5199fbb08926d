/**
 * Being online in the chat, and seeing which contacts are (docs/API.md "Who sees whom online"):
 * subscribe to my own online channel; once subscribed (again after each reconnection), announce
 * myself with `POST /messages/online`, which also answers who of my contacts is online. A
 * `ContactOnline` on my channel lights one more contact up; people leaving are noticed by asking
 * `GET /messages/online` again every so often and when the window regains focus.
 */
import type { HttpClient } from '../../providers/data';
import type { RealtimeEcho } from './connection';
import { CONTACT_ONLINE, channels } from './events';
import type { OnlineStore } from './onlineUsers';

/** How often the list is asked again, to notice contacts who went offline. */
export const ONLINE_REFRESH_MS = 30_000;

/** Starts following; the returned function stops it (the connection itself is closed elsewhere). */
export function followOnlineContacts(
  echo: RealtimeEcho,
  me: number,
  api: HttpClient,
  online: OnlineStore,
): () => void {
  let stopped = false;
  const load = async (method: 'GET' | 'POST') => {
    try {
      const answer = await api(method, 'messages/online');
      if (!stopped) online.replace(answer.data);
    } catch {
      // Unavailable for now: the dots stay as they are until the next refresh.
    }
  };
  const refresh = () => void load('GET');
  const onContactOnline = (payload: { user_id?: unknown } | null) => online.add(payload?.user_id);

  const name = channels.online(me);
  const channel = echo.private(name);
  channel.subscribed(() => void load('POST'));
  channel.listen(CONTACT_ONLINE, onContactOnline);
  const timer = window.setInterval(refresh, ONLINE_REFRESH_MS);
  window.addEventListener('focus', refresh);

  return () => {
    stopped = true;
    window.clearInterval(timer);
    window.removeEventListener('focus', refresh);
    channel.stopListening(CONTACT_ONLINE, onContactOnline);
    echo.leave(name);
    online.clear();
  };
}
