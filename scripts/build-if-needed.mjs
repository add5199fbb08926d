// Builds the app with Vite when dist/ is missing or older than any of its sources, so that
// `npm start` on a fresh clone serves a current build without a separate step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'src',
  'i18n',
  'schema',
  'public',
  'resources',
  'resources.config.ts',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
];
const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;

function newestIn(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestIn(join(path, name))),
    0,
  );
}

if (sources.some((s) => newestIn(s) > builtAt)) {
  console.log('Building the app (dist/ is missing or out of date)…');
  // Always a production build: a caller's NODE_ENV (the browser tests run with 'test') would
  // otherwise make Vite bundle React's development builds, which `npm start` would then serve.
  execSync('npx vite build --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
