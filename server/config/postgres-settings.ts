/**
 * Settings of the PostgreSQL connection pool (docs/DATABASE.md, "Prepared statements on
 * PostgreSQL"), read from the environment beside the others in env.ts; `.env.example` documents
 * each.
 */
export interface PostgresSettings {
  /**
   * Each connection prepares the statements it runs (DATABASE_PREPARED_STATEMENTS, on by default).
   * Off for a pooler that hands one client's statements to different server connections
   * (PgBouncer's transaction mode before 1.21).
   */
  preparedStatements: boolean;
}

export function readPostgresSettings(env: NodeJS.ProcessEnv = process.env): PostgresSettings {
  const raw = env.DATABASE_PREPARED_STATEMENTS;
  if (raw === undefined || raw === '' || raw === 'true') return { preparedStatements: true };
  if (raw === 'false') return { preparedStatements: false };
  throw new Error('DATABASE_PREPARED_STATEMENTS must be true or false');
}
