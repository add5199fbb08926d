/**
 * The web server of the browser tests: builds the app when dist/ is stale, then runs the real
 * server (server/main.ts) on a database folder made fresh for this run, so every run starts
 * from the demo data of a new install. The folder is removed when the server stops.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import('../../server/main');
