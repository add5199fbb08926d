/**
 * A fresh data folder under the OS temp folder for the app server: a new SQLite database, so the
 * server migrates and seeds the demo data of a new install. Removed again on release.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Workspace {
  dataDir: string;
  release(): void;
}

export function createWorkspace(): Workspace {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-web-'));
  return { dataDir, release: () => rmSync(dataDir, { recursive: true, force: true }) };
}
