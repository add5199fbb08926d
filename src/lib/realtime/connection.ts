/**
 * The one realtime connection of a signed-in session (laravel-echo over pusher-js): opened once
 * the app shell knows the user, closed on sign-out. Later callers share the same connection.
 */
import type Echo from 'laravel-echo';
import { apiUrl } from '../api/session';
import { echoOptions, parseRealtimeConfig } from './settings';

export type RealtimeEcho = Echo<'pusher'>;

let current: { token: string; echo: Promise<RealtimeEcho | null> } | null = null;

async function connect(token: string): Promise<RealtimeEcho | null> {
  const response = await fetch(`${apiUrl}/broadcasting/config`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  const config = parseRealtimeConfig(await response.json());
  if (!config) return null;
  // Fetched with the first connection, not with the app's first screen.
  const [{ default: EchoClient }, { default: Pusher }] = await Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
  ]);
  return new EchoClient(
    echoOptions(config, token, `${apiUrl}/broadcasting/auth`, window.location, Pusher),
  );
}

/** The session's connection, opened on first call for this token (a new token reconnects). */
export function openRealtime(token: string): Promise<RealtimeEcho | null> {
  if (current?.token === token) return current.echo;
  closeRealtime();
  const echo = connect(token).catch((error: unknown) => {
    console.warn('Realtime is unavailable:', error);
    return null;
  });
  current = { token, echo };
  return echo;
}

/** Leaves every channel and closes the socket (sign-out). */
export function closeRealtime(): void {
  const closing = current;
  current = null;
  void closing?.echo.then((echo) => echo?.disconnect());
}
