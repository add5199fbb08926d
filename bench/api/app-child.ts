/**
 * The server process of one measured pass (server.ts): started over the filled database, signed in
 * as the admin, with the bare route serving the app's page 1. `env` adds settings for this pass
 * only (the pass that counts every total runs with LIST_COUNT_SECONDS=0).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import { ask } from './protocol';
import { LIST_PATH } from './scenarios';

const here = dirname(fileURLToPath(import.meta.url));
const ADMIN = 'admin@academy.test';

export interface AppChild {
  process: ChildProcess;
  appUrl: string;
  bareUrl: string;
  token: string;
  stop(): Promise<void>;
}

async function signIn(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || !body.token)
    throw new Error(`Sign-in as ${ADMIN} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** `onStart` receives the process at once, so the caller can kill it if a later step fails. */
export async function startAppChild(
  workspace: ScratchDatabase,
  env: Record<string, string>,
  onStart: (child: ChildProcess) => void,
): Promise<AppChild> {
  const child = fork(join(here, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  onStart(child);
  const { url: appUrl } = await ask(
    child,
    { type: 'start', dataDir: workspace.dataDir, databaseUrl: workspace.databaseUrl },
    'ready',
  );
  const token = await signIn(appUrl);
  const bare = await ask(child, { type: 'baseline', token, path: LIST_PATH }, 'bare');
  console.log(`App at ${appUrl}, bare route at ${bare.url}${bare.path} (${bare.bytes} bytes)`);
  return {
    process: child,
    appUrl,
    bareUrl: bare.url,
    token,
    stop: async () => {
      await ask(child, { type: 'stop' }, 'stopped');
    },
  };
}
