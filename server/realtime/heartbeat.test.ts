import { describe, expect, it } from 'vitest';
import { Connection, type Transport } from './connection';
import { sweep } from './heartbeat';

const TIMEOUTS = { activityTimeoutMs: 120_000, pongTimeoutMs: 30_000 };

function fake() {
  const sent: string[] = [];
  const closes: number[] = [];
  const transport: Transport = {
    send: (text) => sent.push(text),
    close: (code) => closes.push(code),
    terminate: () => closes.push(-1),
  };
  return { connection: new Connection('1.1', transport, 0), sent, closes };
}

describe('heartbeat sweep', () => {
  it('leaves an active connection alone', () => {
    const { connection, sent } = fake();
    sweep([connection], 119_999, TIMEOUTS);
    expect(sent).toEqual([]);
  });

  it('pings after the activity timeout, once, then closes with 4201 without a pong', () => {
    const { connection, sent, closes } = fake();
    sweep([connection], 120_000, TIMEOUTS);
    sweep([connection], 130_000, TIMEOUTS);
    expect(sent).toEqual(['{"event":"pusher:ping","data":{}}']);
    sweep([connection], 150_000, TIMEOUTS);
    expect(JSON.parse(sent[1] ?? '{}')).toEqual({
      event: 'pusher:error',
      data: { code: 4201, message: 'Pong reply not received in time' },
    });
    expect(closes).toEqual([4201]);
    sweep([connection], 200_000, TIMEOUTS);
    expect(closes).toEqual([4201]);
  });

  it('keeps a connection that answered the ping', () => {
    const { connection, closes } = fake();
    sweep([connection], 120_000, TIMEOUTS);
    connection.touch(125_000);
    sweep([connection], 150_000, TIMEOUTS);
    expect(closes).toEqual([]);
    expect(connection.pingSentAt).toBe(0);
  });
});
