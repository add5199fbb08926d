/**
 * Raw protocol clients for the load test: lighter than pusher-js, so the test measures the
 * server rather than the client library. Each one connects, subscribes and reports events.
 */
import { WebSocket } from 'ws';

export interface BenchClient {
  socket: WebSocket;
}

type OnEvent = (event: string, data: string) => void;

/** Connects and subscribes; resolves once the subscription succeeded, rejects on failure. */
export function openClient(url: string, channel: string, onEvent: OnEvent): Promise<BenchClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('client did not subscribe in 10 s')), 10_000);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { event: string; data?: unknown };
      if (message.event === 'pusher:connection_established') {
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer);
        resolve({ socket });
      } else if (message.event === 'pusher:ping') {
        socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (typeof message.data === 'string') {
        onEvent(message.event, message.data);
      }
    });
  });
}

/** Opens `count` clients, `concurrency` at a time, so the accept queue is not overrun. */
export async function openClients(
  count: number,
  concurrency: number,
  open: () => Promise<BenchClient>,
): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  for (let start = 0; start < count; start += concurrency) {
    const batch = Math.min(concurrency, count - start);
    clients.push(...(await Promise.all(Array.from({ length: batch }, open))));
  }
  return clients;
}
