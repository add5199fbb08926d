/**
 * One client connection's state, kept small because there is one per open socket: its id, the
 * channels it is in (with the presence user id it joined as), and two timestamps and a counter
 * for the heartbeat and the client-event rate limit. The transport hides `ws` so the protocol
 * logic can be tested without sockets.
 */

export interface Transport {
  /** Sends one text frame; a closed or overloaded transport drops it. */
  send(text: string): void;
  /** Closes with a protocol close code after the queued frames. */
  close(code: number, reason: string): void;
  /** Drops the socket at once, for peers that do not answer a close. */
  terminate(): void;
}

export class Connection {
  /** Channel name → presence user id (null for non-presence channels). */
  readonly channels = new Map<string, string | null>();
  lastSeen: number;
  /** When the server's pending `pusher:ping` was sent; 0 when none is pending. */
  pingSentAt = 0;
  clientEventSecond = 0;
  clientEventCount = 0;
  /** Set once the server has started closing it, so the heartbeat stops paying attention. */
  closing = false;

  constructor(
    readonly id: string,
    private readonly transport: Transport,
    now: number,
  ) {
    this.lastSeen = now;
  }

  send(text: string): void {
    this.transport.send(text);
  }

  close(code: number, reason: string): void {
    this.closing = true;
    this.transport.close(code, reason);
  }

  terminate(): void {
    this.closing = true;
    this.transport.terminate();
  }

  /** Any frame from the client proves it is alive and answers a pending ping. */
  touch(now: number): void {
    this.lastSeen = now;
    this.pingSentAt = 0;
  }
}
