import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { RealtimeContext } from './RealtimeContext';

/** The realtime connection and the signed-in user's id (null when not connected). */
export const useRealtime = () => useContext(RealtimeContext);

/**
 * Calls `handler` for each `event` on the private channel `private-{name}` (name without the
 * prefix, as laravel-echo takes it) while the component is mounted. The latest handler is used,
 * so callers need not memoise it.
 */
export function usePrivateEvent<T = unknown>(
  name: string | null,
  event: string,
  handler: (payload: T) => void,
): void {
  const { echo } = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!echo || name === null) return;
    const listener = (payload: T) => latest.current(payload);
    const channel = echo.private(name).listen(event, listener);
    return () => {
      channel.stopListening(event, listener);
    };
  }, [echo, name, event]);
}

/** The ids of my chat contacts who are online now. */
export function useOnlineUsers(): ReadonlySet<number> {
  const { online } = useRealtime();
  return useSyncExternalStore(online.subscribe, online.snapshot, online.snapshot);
}
