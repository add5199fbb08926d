/**
 * The real app server (`server/main.ts`, the same entry `npm start` runs) as a child process on a
 * free port and a fresh data folder: it migrates, seeds the demo data and serves the built app
 * and the API. Started and awaited with a deadline, stopped with SIGTERM (its own graceful
 * shutdown), then SIGKILL if it lingers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, HOST } from './port';

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

const START_DEADLINE_MS = 120_000;
const STOP_DEADLINE_MS = 10_000;

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startAppServer(repoRoot: string, dataDir: string): Promise<AppServer> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      APP_URL: url,
      DATA_DIR: dataDir,
      // As in the browser tests: 'test' keeps a developer's .env (DATABASE_URL, SMTP…) out and
      // turns request logging off; demo users are still seeded.
      NODE_ENV: 'test',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error message if it fails; not printed otherwise (it lists the demo sign-ins).
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // If the bench dies without cleaning up, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await exited(child, STOP_DEADLINE_MS))) {
      child.kill('SIGKILL');
      await exited(child, STOP_DEADLINE_MS);
    }
  };

  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The app server exited (code ${child.exitCode}) before serving:\n${output}`);
    try {
      const response = await fetch(`${url}/auth/signin`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The app server did not serve ${url} within ${START_DEADLINE_MS} ms:\n${output}`);
}
