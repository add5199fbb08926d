/**
 * Idle detection, as the protocol asks of a server: after `activityTimeout` of client silence
 * send `pusher:ping`; if nothing comes back within `pongTimeout`, close with 4201. One timer sweeps
 * all connections, instead of a timer per socket, so idle sockets cost no timers at all.
 */
import type { Connection } from './connection';
import { ErrorCode, errorMessage, PING } from './messages';

export interface HeartbeatTimeouts {
  activityTimeoutMs: number;
  pongTimeoutMs: number;
}

const PONG_MISSING = 'Pong reply not received in time';

export function sweep(
  connections: Iterable<Connection>,
  now: number,
  timeouts: HeartbeatTimeouts,
): void {
  for (const connection of connections) {
    if (connection.closing) continue;
    if (connection.pingSentAt !== 0) {
      if (now - connection.pingSentAt >= timeouts.pongTimeoutMs) {
        connection.send(errorMessage(ErrorCode.pongNotReceived, PONG_MISSING));
        connection.close(ErrorCode.pongNotReceived, PONG_MISSING);
      }
    } else if (now - connection.lastSeen >= timeouts.activityTimeoutMs) {
      connection.pingSentAt = now;
      connection.send(PING);
    }
  }
}

/** Starts the sweep; returns the function that stops it. */
export function startHeartbeat(
  connections: () => Iterable<Connection>,
  timeouts: HeartbeatTimeouts,
  now: () => number = Date.now,
): () => void {
  // A quarter of the shorter timeout keeps detection within 25% of the promised times.
  const every = Math.max(50, Math.min(timeouts.activityTimeoutMs, timeouts.pongTimeoutMs) / 4);
  const timer = setInterval(() => sweep(connections(), now(), timeouts), every);
  timer.unref();
  return () => clearInterval(timer);
}
