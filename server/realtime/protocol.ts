/**
 * The entry point for every text frame a client sends: keeps the heartbeat alive and routes the
 * message to its handler. Unknown events are answered with an error and otherwise ignored.
 */
import { relayClientEvent } from './client-events';
import type { Connection } from './connection';
import type { ProtocolContext } from './context';
import { parseInbound } from './inbound';
import { errorMessage, PONG } from './messages';
import { subscribe, unsubscribe } from './subscription';

export function handleFrame(context: ProtocolContext, connection: Connection, text: string): void {
  connection.touch(context.now());
  const message = parseInbound(text);
  if (message === undefined) {
    connection.send(errorMessage(null, 'Invalid message format'));
    return;
  }
  switch (message.event) {
    case 'pusher:ping':
      connection.send(PONG);
      return;
    case 'pusher:pong':
      return;
    case 'pusher:subscribe':
      subscribe(context, connection, message.data);
      return;
    case 'pusher:unsubscribe':
      unsubscribe(context, connection, message.data);
      return;
  }
  if (message.event.startsWith('client-')) {
    relayClientEvent(context, connection, message);
    return;
  }
  const name = message.event.slice(0, 100);
  connection.send(errorMessage(null, `Unsupported event received on socket ${name}`));
}
