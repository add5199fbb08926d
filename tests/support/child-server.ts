/**
 * The real server entry (`server/main.ts`, what `npm start` runs after building) as a child
 * process over a given data folder and database: it migrates, seeds the demo data on its first
 * start, and serves. A test may kill it without warning and start it again on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ScratchDatabase } from '../../server/db/scratch-database';

const HOST = '127.0.0.1';
const START_DEADLINE_MS = 90_000;
const EXIT_DEADLINE_MS = 15_000;

export interface ChildServer {
  url: string;
  /** Ends the process at once (SIGKILL): no shutdown, no flushing, as a power cut to the app. */
  kill(): Promise<void>;
  /** Stops it gracefully (SIGTERM), then kills it if it lingers. */
  stop(): Promise<void>;
}

/** A TCP port free on loopback right now, chosen by the OS. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port'))));
    });
  });
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

export async function startChildServer(database: ScratchDatabase): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      // 'test' keeps a developer's .env out and request logging off; demo users are seeded.
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A test run that dies must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      if (!(await exited(child, EXIT_DEADLINE_MS))) child.kill('SIGKILL');
      await exited(child, EXIT_DEADLINE_MS);
    }
    process.off('exit', killOnExit);
  };
  const server = { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };

  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited (code ${child.exitCode}) before serving:\n${output}`);
    try {
      // Any answer from the API (401 without a token) means it is up.
      const response = await fetch(`${url}/api/user`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await server.kill();
  throw new Error(`The server did not answer on ${url} within ${START_DEADLINE_MS} ms:\n${output}`);
}
