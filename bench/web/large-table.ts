/**
 * The data folder made ready before the server starts: migrations, the demo data, and `rows`
 * generated expenses with their search documents (the API bench's fill, bench/api/fill.ts), so the
 * expense list is measured over a large table as well as every other screen over the demo data.
 * The server then finds its database migrated and seeded, and only starts.
 */
import { connect } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import { seedDemoData } from '../../server/db/seed';
import { fillExpenses } from '../api/fill';

export async function fillLargeTable(workspace: ScratchDatabase, rows: number): Promise<void> {
  if (rows === 0) return;
  const connection = connect({ databaseUrl: workspace.databaseUrl, dataDir: workspace.dataDir });
  try {
    await migrateToLatest(connection.db);
    await seedDemoData(connection.db, { demoUsers: true });
    const fill = await fillExpenses(connection.db, workspace, rows);
    console.log(
      `Filled ${fill.rows.toLocaleString('en')} expenses in ${fill.seconds.toFixed(1)} s: ` +
        'the expense list is measured over them',
    );
  } finally {
    await connection.close();
  }
}
