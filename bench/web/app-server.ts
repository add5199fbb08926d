/**
 * The real app server (`server/main.ts`, the same entry `npm start` runs) as a child process on a
 * free port and a fresh data folder: it migrates, seeds the demo data and serves the built app
 * and the API. Started the way the tests start it (tests/support/child-server.ts), but only
 * counted as up once it serves the built app's sign-in page, since the bench measures that app.
 * Stopped with SIGTERM (its own graceful shutdown), then SIGKILL if it lingers.
 */
import { startChildServer } from '../../tests/support/child-server';

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export function startAppServer(repoRoot: string, dataDir: string): Promise<AppServer> {
  return startChildServer(
    { dataDir, databaseUrl: undefined },
    {
      cwd: repoRoot,
      readyPath: '/auth/signin',
      isReady: (response) => response.ok,
      startDeadlineMs: 120_000,
      exitDeadlineMs: 10_000,
    },
  );
}
