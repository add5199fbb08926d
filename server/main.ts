/**
 * `npm start`: check the config, migrate, write the permission rows the config names that the
 * database lacks, seed demo data on first start, serve the app, the API and realtime on one port,
 * and print the demo sign-ins.
 */
import { checkAppConfig } from './config/app-config';
import { readSettings } from './config/env';
import { connect } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './db/seed';
import { ensureFirstAdmin } from './db/seed/first-admin';
import { syncPermissions } from './domain/auth/permission-sync';
import { buildApp } from './http/app';
import { createPublisher, describeSecretSource, setDefaultPublisher } from './realtime';

async function main(): Promise<void> {
  checkAppConfig();
  const settings = readSettings();
  const connection = connect(settings);
  await migrateToLatest(connection.db);
  await syncPermissions(connection.db);
  const demo = settings.env !== 'production';
  await seedDemoData(connection.db, { demoUsers: demo });
  const firstAdmin = await ensureFirstAdmin(connection.db, settings.firstAdmin);
  const app = await buildApp(settings, connection);
  await app.listen({ host: settings.host, port: settings.port });
  setDefaultPublisher(createPublisher(settings.realtime));

  const where = connection.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${settings.dataDir}`;
  console.log(`\nAcademy Admin is running at http://${settings.host}:${settings.port} (${where})`);
  console.log(describeSecretSource(settings.realtime));
  if (firstAdmin === 'created')
    console.log(`Created the first administrator, ${settings.firstAdmin?.email}.`);
  if (firstAdmin === 'missing') {
    console.warn(
      '\nNo administrator exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD and start again.',
    );
  }
  if (demo) {
    console.log(`\nDemo sign-ins (password: ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) console.log(`  ${user.kind.padEnd(12)} ${user.email}`);
    console.log('');
  }

  const stop = async () => {
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
