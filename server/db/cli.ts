/**
 * Database commands: `migrate` applies pending migrations, `make <name>` writes the migration that
 * brings the schema to the config (make-migration.ts), `seed` fills an empty database with demo
 * data. After migrating, the permission rows follow the config
 * (server/domain/auth/permission-sync.ts).
 */
import { resources } from '../../resources.config';
import { readSettings } from '../config/env';
import { connect } from './connection';
import { makeMigration } from './make-migration';
import { migrateToLatest } from './migrate';
import { seedDemoData } from './seed';
import { syncPermissions } from '../domain/auth/permission-sync';

const [command, name] = process.argv.slice(2);

async function main(): Promise<void> {
  if (command === 'make') {
    if (!name) throw new Error('Usage: npm run migrate:make <name>');
    const result = await makeMigration(name, resources);
    console.log(
      result.written
        ? `Created ${result.file} (${result.changes.length} tables) and listed it in migrations/index.ts`
        : 'The migrated schema matches the config: no migration written.',
    );
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
