import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Every test project in one run: the app (jsdom), the server's unit tests, the API black-box tests
 * on SQLite and, when TEST_DATABASE_URL names a PostgreSQL server, the same tests on PostgreSQL,
 * and the realtime protocol tests with real pusher-js clients.
 */
const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    env,
    globalSetup: ['tests/support/seeded-template.ts'],
    // Every file starts its own server over its own database and mocks nothing, so files can
    // share one module graph: importing the server afresh for each file cost more than its tests.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One file per core, and never fewer than two at once: an API file spends much of its time
    // waiting on its PostgreSQL server, another file's tests use the core meanwhile (vitest's
    // default, one fewer than the cores, runs a two-core machine's files one at a time).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        plugins: [react()],
        // As in vite.config.ts: one copy of the editor's core. Its package is run through Vite
        // (inlined) so that the dedupe applies; Node's own resolution would load the nested copy.
        resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
        test: {
          name: 'web',
          server: { deps: { inline: ['ra-input-rich-text'] } },
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // Files share one module graph: booting react-admin and MUI afresh for each of some 90
          // files was three quarters of this project's time (296 s against 72 s on two cores).
          // setup.ts undoes what a test leaves behind: the DOM, storage, cookies, stubbed globals.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'schema/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // As the app's project: one module graph for all files (34 s against 9 s). A test that
          // changes the environment or the clock undoes it itself (vi.unstubAllEnvs, useRealTimers).
          isolate: false,
        },
      },
      {
        test: {
          name: 'realtime',
          environment: 'node',
          include: ['tests/realtime/**/*.test.ts'],
          // Its chat tests start the real server over the seeded demo data, as the API tests do.
          globalSetup: ['tests/support/seeded-template.ts'],
          testTimeout: 20_000,
        },
      },
      apiProject('api-sqlite', { TEST_DB: 'sqlite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', { TEST_DB: 'postgres' })]
        : []),
    ],
  },
});
