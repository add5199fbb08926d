/** Starts the baseline server child (baseline-server.ts) and waits for its URL, with a deadline. */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BaselineReply } from './baseline-server';

export interface BaselineServer {
  url: string;
  bytes: number;
  stop(): Promise<void>;
}

const DEADLINE_MS = 30_000;

export function startBaselineServer(here: string, bytes: number): Promise<BaselineServer> {
  const child = fork(join(here, 'baseline-server.ts'), [String(bytes)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), DEADLINE_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop().then(() => reject(error));
    };
    const timer = setTimeout(
      () => fail(new Error(`The baseline server did not start within ${DEADLINE_MS} ms`)),
      DEADLINE_MS,
    );
    child.once('exit', (code) => fail(new Error(`The baseline server exited (code ${code})`)));
    child.on('message', (reply: BaselineReply) => {
      if (reply.type === 'failed') return fail(new Error(`Baseline server: ${reply.message}`));
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: reply.url, bytes: reply.bytes, stop });
    });
  });
}
