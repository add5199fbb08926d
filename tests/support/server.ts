/**
 * Starts the real server (every plugin) on a random port over a database of its own holding the
 * migrated schema and the demo seed (copied from the run's template, see ./seeded-template.ts),
 * and gives tests a small HTTP client for it. Nothing is mocked.
 */
import type { FastifyInstance } from 'fastify';
import { readSettings, type Settings } from '../../server/config/env';
import { connect, type Connection } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { createPublisher, setDefaultPublisher } from '../../server/realtime/publisher';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { buildApp } from '../../server/http/app';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import type { ServedResources } from '../../server/resources/served';
import { seededDatabase } from './database';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  settings: Settings;
  connection: Connection;
  app: FastifyInstance;
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: {
      token?: string | null;
      json?: unknown;
      form?: FormData | URLSearchParams;
      /** Sent as Accept-Language. */
      language?: string;
    },
  ): Promise<ApiResponse<T>>;
  /** Signs in and answers the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** The account id of a user, by e-mail (ids depend on the seed's order; tests should not). */
  userId(email: string): Promise<number>;
  close(): Promise<void>;
}

/** How a test's app differs from the product's: resources of its own, and database steps before the start. */
export interface TestApp {
  resources?: ServedResources;
  /** Runs on the migrated, seeded database before the app is built (a migration of the test's own). */
  prepare?: (connection: Connection) => Promise<void>;
  /** Routes of the test's own, added to the built app before it listens. */
  routes?: (app: FastifyInstance, connection: Connection) => void;
}

export async function startTestServer(
  overrides: Partial<Settings> = {},
  testApp: TestApp = {},
): Promise<TestServer> {
  const database: ScratchDatabase = await seededDatabase();
  const settings: Settings = {
    ...readSettings({ dataDir: database.dataDir, databaseUrl: database.databaseUrl }),
    env: 'test',
    port: 0,
    ...overrides,
  };
  const server = await serve(settings, testApp, () => {
    setDefaultPublisher(undefined);
    return database.release();
  });
  // Notifications are pushed through the built-in realtime server of this app, on its own port.
  setDefaultPublisher(
    createPublisher({
      ...settings.realtime,
      host: '127.0.0.1',
      port: Number(new URL(server.url).port),
      scheme: 'http',
    }),
  );
  return server;
}

/**
 * Another API instance on the first one's database (and data folder), as a second machine behind
 * the same load balancer would be: its own app, connection, port and worker. Realtime events are
 * still published to the first instance's built-in server, the one hub every instance publishes
 * to. Closing it leaves the database to the first.
 */
export function startSecondInstance(
  first: TestServer,
  overrides: Partial<Settings> = {},
): Promise<TestServer> {
  return serve({ ...first.settings, ...overrides }, {}, async () => undefined);
}

async function serve(
  settings: Settings,
  { resources, prepare, routes }: TestApp,
  /** After the app and its connection have closed. */
  release: () => Promise<void>,
): Promise<TestServer> {
  const connection = connect(settings);
  // As the server does at every start; nothing is pending in the copy.
  await migrateToLatest(connection.db);
  await prepare?.(connection);
  const app = await buildApp(settings, connection, { resources });
  routes?.(app, connection);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = address.replace('localhost', '127.0.0.1');

  const request: TestServer['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['accept-language'] = options.language;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // Not JSON (the app's HTML, say): the test reads the text.
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };

  return {
    url,
    settings,
    connection,
    app,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const response = await request<{ token?: string }>('POST', '/api/login', {
        json: { email, password },
      });
      if (response.status !== 200 || !response.body.token)
        throw new Error(
          `Sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`,
        );
      return response.body.token;
    },
    async userId(email) {
      const user = await connection.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return Number(user.id);
    },
    async close() {
      await app.close();
      await connection.close();
      await release();
    },
  };
}
