/**
 * Database commands: `migrate` applies pending migrations, `make <name>` writes a new migration
 * file, `seed` fills an empty database with demo data. After migrating, the permission rows follow
 * the config (server/domain/auth/permission-sync.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSettings } from '../config/env';
import { connect } from './connection';
import { MIGRATIONS_DIR, migrateToLatest } from './migrate';
import { seedDemoData } from './seed';
import { syncPermissions } from '../domain/auth/permission-sync';

const [command, name] = process.argv.slice(2);

function migrationFileName(label: string): string {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '_').slice(0, 19);
  return `${stamp}_${label.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}.ts`;
}

/** Adds the new migration to the static list in migrations/index.ts. */
function registerMigration(migration: string): void {
  const indexFile = join(MIGRATIONS_DIR, 'index.ts');
  const alias = `m${migration.replace(/\W/g, '_')}`;
  const source = readFileSync(indexFile, 'utf8')
    .replace(/(\nexport const migrations)/, `import * as ${alias} from './${migration}';\n$1`)
    .replace(/\n};\s*$/, `\n  '${migration}': ${alias},\n};\n`);
  writeFileSync(indexFile, source);
}

const TEMPLATE = `import type { Db } from '../types';
import { columnTypes, createRecordTable, indexEach } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  await createRecordTable(db, 'table_name', (b) => b.addColumn('name', t.string(190), (c) => c.notNull()));
  await indexEach(db, 'table_name', ['name']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('table_name').execute();
}
`;

async function main(): Promise<void> {
  if (command === 'make') {
    if (!name) throw new Error('Usage: npm run migrate:make <name>');
    const fileName = migrationFileName(name);
    const file = join(MIGRATIONS_DIR, fileName);
    writeFileSync(file, TEMPLATE, { flag: 'wx' });
    registerMigration(fileName.replace(/\.ts$/, ''));
    console.log(`Created ${file} and listed it in migrations/index.ts`);
    return;
  }
  const settings = readSettings();
  const connection = connect(settings);
  try {
    const applied = await migrateToLatest(connection.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to migrate.');
    const added = await syncPermissions(connection.db);
    if (added.length) console.log(`Added ${added.length} permissions the config names.`);
    if (command === 'seed') {
      const seeded = await seedDemoData(connection.db, {
        demoUsers: settings.env !== 'production',
      });
      console.log(seeded ? 'Demo data added.' : 'The database already has data; nothing seeded.');
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command "${command ?? ''}": use migrate, make <name> or seed`);
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
