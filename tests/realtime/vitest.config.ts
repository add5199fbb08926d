/**
 * The realtime tests as a Vitest project: unit tests beside the code in `server/realtime` and the
 * integration tests here, in Node. Run alone with
 * `npx vitest run -c tests/realtime/vitest.config.ts`, or list this file in the root config's
 * `projects`.
 */
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineProject({
  root,
  test: {
    // Both, because as a project of the root config Vitest takes the root from `test`.
    root,
    name: 'realtime',
    environment: 'node',
    include: ['server/realtime/**/*.test.ts', 'tests/realtime/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
