/**
 * The WebSocket side of the realtime server: accepts upgrades for `/app/{key}` on an existing
 * HTTP server, runs the protocol for each connection and delivers published events. It holds no
 * per-connection timers and forgets a connection (and all its memberships) when it closes.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AppCredentials } from './channel-auth';
import { ChannelRegistry } from './channel-registry';
import { Connection } from './connection';
import type { ProtocolContext } from './context';
import { checkHandshake } from './handshake';
import { startHeartbeat } from './heartbeat';
import { channelEvent, connectionEstablished, ErrorCode, errorMessage } from './messages';
import { handleFrame } from './protocol';
import { newSocketId } from './socket-id';
import { leaveAll } from './subscription';
import { WsTransport } from './ws-transport';

export interface RealtimeServerOptions {
  app: AppCredentials;
  /** Seconds. */
  activityTimeout: number;
  /** Seconds. */
  pongTimeout: number;
  onError?: (error: Error) => void;
}

/** Frames above this are refused by `ws` before they are buffered (client events max 10 KB). */
const MAX_FRAME_BYTES = 64 * 1024;

function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

export class RealtimeServer {
  readonly registry = new ChannelRegistry();
  private readonly connections = new Map<string, Connection>();
  private readonly context: ProtocolContext;
  private readonly wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  private readonly stopHeartbeat: () => void;

  constructor(private readonly options: RealtimeServerOptions) {
    this.context = { app: options.app, registry: this.registry, now: Date.now };
    this.stopHeartbeat = startHeartbeat(() => this.connections.values(), {
      activityTimeoutMs: options.activityTimeout * 1000,
      pongTimeoutMs: options.pongTimeout * 1000,
    });
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Completes the upgrade of a request whose path named an app key. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, key: string): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const refusal = checkHandshake(request.url ?? '', key, this.options.app.key);
      if (refusal !== null) {
        ws.on('error', () => undefined);
        ws.send(errorMessage(refusal.code, refusal.message));
        ws.close(refusal.code, refusal.message);
        return;
      }
      this.accept(ws);
    });
  }

  private uniqueSocketId(): string {
    let id = newSocketId();
    while (this.connections.has(id)) id = newSocketId();
    return id;
  }

  private accept(ws: WebSocket): void {
    const connection = new Connection(this.uniqueSocketId(), new WsTransport(ws), Date.now());
    this.connections.set(connection.id, connection);
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        connection.send(errorMessage(null, 'Binary frames are not supported'));
        return;
      }
      handleFrame(this.context, connection, frameText(data));
    });
    // WebSocket-level pings and pongs also prove the client is alive.
    ws.on('ping', () => connection.touch(Date.now()));
    ws.on('pong', () => connection.touch(Date.now()));
    ws.on('error', (error) => this.options.onError?.(error));
    ws.on('close', () => {
      leaveAll(this.context, connection);
      this.connections.delete(connection.id);
    });
    connection.send(connectionEstablished(connection.id, this.options.activityTimeout));
  }

  /** Delivers an event to a channel's subscribers, except the socket `exceptSocketId`. */
  publish(channel: string, event: string, data: string, exceptSocketId?: string): number {
    return this.registry.broadcast(channel, channelEvent(channel, event, data), exceptSocketId);
  }

  /**
   * Asks every client to reconnect (4200: the server is going away, not the app), then drops the
   * sockets that have not closed after `graceMs`, so that the HTTP server can finish closing.
   */
  async shutdown(graceMs = 1000): Promise<void> {
    this.stopHeartbeat();
    const message = 'Server is shutting down, reconnect';
    for (const connection of this.connections.values()) {
      connection.send(errorMessage(ErrorCode.reconnectImmediately, message));
      connection.close(ErrorCode.reconnectImmediately, message);
    }
    const deadline = Date.now() + graceMs;
    while (this.connections.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const connection of this.connections.values()) connection.terminate();
    this.wss.close();
  }
}
