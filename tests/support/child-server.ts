/**
 * The real server entry (`server/main.ts`, what `npm start` runs after building) as a child
 * process on a free loopback port over a given data folder and database: it migrates, seeds the
 * demo data on its first start, and serves. A test may kill it without warning and start it again
 * on the same data. The web bench runs the app through this too (bench/web/app-server.ts), so
 * what it measures is the server the tests start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, HOST } from './free-port';

export interface ChildServer {
  url: string;
  /** Ends the process at once (SIGKILL): no shutdown, no flushing, as a power cut to the app. */
  kill(): Promise<void>;
  /** Stops it gracefully (SIGTERM), then kills it if it lingers. */
  stop(): Promise<void>;
}

/** Where the server keeps its data (a `ScratchDatabase` is one). */
export interface ChildServerData {
  dataDir: string;
  /** A PostgreSQL database URL, or undefined for SQLite in `dataDir`. */
  databaseUrl: string | undefined;
}

export interface ChildServerOptions {
  /** The repository root, where `server/main.ts` is; the current folder when left out. */
  cwd?: string;
  /**
   * Polled until `isReady` accepts its answer. By default the API (`/api/user`), up on any answer
   * below 500 (a 401 without a token).
   */
  readyPath?: string;
  isReady?: (response: Response) => boolean;
  startDeadlineMs?: number;
  /** How long a signal may take to end it before the next step (SIGKILL, or giving up). */
  exitDeadlineMs?: number;
}

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

export async function startChildServer(
  data: ChildServerData,
  options: ChildServerOptions = {},
): Promise<ChildServer> {
  const {
    cwd = process.cwd(),
    readyPath = '/api/user',
    isReady = (response) => response.status < 500,
    startDeadlineMs = 90_000,
    exitDeadlineMs = 15_000,
  } = options;
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      // 'test' keeps a developer's .env (DATABASE_URL, SMTP…) out and request logging off; demo
      // users are still seeded.
      NODE_ENV: 'test',
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
  // A test run or bench that dies must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      if (!(await exited(child, exitDeadlineMs))) child.kill('SIGKILL');
      await exited(child, exitDeadlineMs);
    }
    process.off('exit', killOnExit);
  };
  const server = { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };

  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited (code ${child.exitCode}) before serving:\n${output}`);
    try {
      const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (isReady(response)) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await server.kill();
  throw new Error(`The server did not answer on ${url} within ${startDeadlineMs} ms:\n${output}`);
}
