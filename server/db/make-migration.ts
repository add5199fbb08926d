/**
 * `npm run migrate:make <name>`: migrates a scratch database to the latest migration, reads its
 * schema back, compares it with the config's and writes the migration that closes the gap
 * (schema-model/render-migration.ts), listed in migrations/index.ts. Writes nothing when the
 * database already matches, and refuses when a difference needs a person's decision.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Resource } from '../../schema';
import { connect } from './connection';
import { MIGRATIONS_DIR, migrateToLatest } from './migrate';
import { scratchDatabase } from './scratch-database';
import { diffSchemas, type SchemaDiff } from './schema-model/diff';
import { schemaFromConfig } from './schema-model/from-config';
import { introspect } from './schema-model/introspect';
import { renderMigration } from './schema-model/render-migration';

/** The difference between a database migrated from nothing and the config. */
export async function planMigration(
  resources: readonly Resource[],
  postgresUrl?: string,
): Promise<SchemaDiff> {
  const scratch = await scratchDatabase('academy-make', postgresUrl);
  try {
    const connection = connect({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
    try {
      await migrateToLatest(connection.db);
      const current = await introspect(connection.db);
      return diffSchemas(schemaFromConfig(resources), current, connection.dialect);
    } finally {
      await connection.close();
    }
  } finally {
    await scratch.release();
  }
}

const INDEX_FILE = join(MIGRATIONS_DIR, 'index.ts');

/** `YYYY_MM_DD_NNNN_label`: today, and the number after the last migration's. */
export function migrationName(label: string, indexSource: string, today = new Date()): string {
  const numbers = [...indexSource.matchAll(/'\d{4}_\d\d_\d\d_(\d{4})_\w+'/g)].map((m) =>
    Number(m[1]),
  );
  const next = String(Math.max(0, ...numbers) + 1).padStart(4, '0');
  const date = today.toISOString().slice(0, 10).replace(/-/g, '_');
  return `${date}_${next}_${label.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}`;
}

/** Adds the migration to the static list in migrations/index.ts. */
function registerMigration(migration: string, indexSource: string): void {
  const alias = `m${migration.slice(11, 15)}`;
  const source = indexSource
    .replace(/(\nexport const migrations)/, `import * as ${alias} from './${migration}';\n$1`)
    .replace(/\n};\s*$/, `\n  '${migration}': ${alias},\n};\n`);
  writeFileSync(INDEX_FILE, source);
}

export type MakeResult =
  { written: false } | { written: true; file: string; changes: SchemaDiff['changes'] };

export async function makeMigration(
  label: string,
  resources: readonly Resource[],
): Promise<MakeResult> {
  const diff = await planMigration(resources);
  if (diff.conflicts.length > 0) {
    const list = diff.conflicts.map((c) => `  ${c.table}: ${c.problem}`).join('\n');
    throw new Error(`The config and the migrations disagree in ways to settle by hand:\n${list}`);
  }
  if (diff.changes.length === 0) return { written: false };
  const indexSource = readFileSync(INDEX_FILE, 'utf8');
  const name = migrationName(label, indexSource);
  const file = join(MIGRATIONS_DIR, `${name}.ts`);
  const source = await format(renderMigration(diff.changes), {
    ...(await resolveConfig(file)),
    parser: 'typescript',
  });
  writeFileSync(file, source, { flag: 'wx' });
  registerMigration(name, indexSource);
  return { written: true, file, changes: diff.changes };
}
