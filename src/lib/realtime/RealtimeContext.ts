import { createContext } from 'react';
import type { RealtimeEcho } from './connection';
import { createOnlineStore, type OnlineStore } from './onlineUsers';

export interface RealtimeState {
  /** Null until connected, and when realtime is unavailable: the app works without it. */
  echo: RealtimeEcho | null;
  /** The signed-in user's id, whose private channels these are. */
  me: number | null;
  /** The signed-in user's kind (`admin`, `employee`…): admins also have the admin channel. */
  kind: string | null;
  online: OnlineStore;
}

export const RealtimeContext = createContext<RealtimeState>({
  echo: null,
  me: null,
  kind: null,
  online: createOnlineStore(),
});
