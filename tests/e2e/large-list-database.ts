/**
 * Makes the database of a browser test that needs a list far larger than the API can fill in a
 * test's time: a new install's demo data, then `rows` generated expenses written by the API
 * bench's fill (bench/api/fill.ts), which leaves what the one write path leaves for reads (search
 * documents, money per day). Run as its own process before the test's server starts, so the
 * bulk write never waits on, nor holds up, a running server:
 *
 *   node --import tsx tests/e2e/large-list-database.ts <data folder> <rows>
 */
import { fillExpenses } from '../../bench/api/fill';
import { readSettings } from '../../server/config/env';
import { connect } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';

const [dataDir, rows] = process.argv.slice(2);
if (!dataDir || !Number.isInteger(Number(rows))) {
  throw new Error('usage: large-list-database.ts <data folder> <rows>');
}
const settings = readSettings({ dataDir, databaseUrl: undefined });
const connection = connect(settings);
try {
  await migrateToLatest(connection.db);
  await seedDemoData(connection.db, { demoUsers: true });
  await fillExpenses(
    connection.db,
    { dialect: 'sqlite', dataDir, databaseUrl: undefined },
    Number(rows),
  );
} finally {
  await connection.close();
}
