/**
 * The `ws` side of a connection. A client that stops reading while events keep coming would
 * make the server buffer without bound, so past `maxBufferedBytes` the socket is dropped (the
 * client reconnects and resubscribes) rather than letting one slow reader exhaust memory.
 */
import { WebSocket } from 'ws';
import type { Transport } from './connection';

export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export class WsTransport implements Transport {
  constructor(private readonly socket: WebSocket) {}

  send(text: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(code, reason);
  }

  terminate(): void {
    this.socket.terminate();
  }
}
