/** Messages between the bench (parent) and the server process (server.ts), with deadlines. */
import type { ChildProcess } from 'node:child_process';

export type ServerRequest =
  | { type: 'start'; dataDir: string; databaseUrl: string | undefined }
  /** Fetch this path from the real app once and serve the answer from memory on a bare route. */
  | { type: 'baseline'; token: string; path: string }
  | { type: 'stop' };

export type ServerReply =
  | { type: 'ready'; url: string }
  | { type: 'bare'; url: string; path: string; bytes: number }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };

const DEADLINE_MS = 60_000;

/** Sends a request (if any) and waits for the reply of the given type, a failure, or the deadline. */
export function ask<T extends ServerReply['type']>(
  child: ChildProcess,
  message: ServerRequest | null,
  type: T,
): Promise<Extract<ServerReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', listener);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`The server process did not answer "${type}" within ${DEADLINE_MS} ms`));
    }, DEADLINE_MS);
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`The server process exited (code ${code}) before answering "${type}"`));
    };
    const listener = (reply: ServerReply): void => {
      if (reply.type === 'failed') {
        done();
        reject(new Error(`Server process: ${reply.message}`));
      } else if (reply.type === type) {
        done();
        resolve(reply as Extract<ServerReply, { type: T }>);
      }
    };
    child.on('message', listener);
    child.once('exit', onExit);
    if (message !== null) child.send(message);
  });
}
