import pg from 'pg';

/** Global setup of the PostgreSQL test project: fail fast, in one line, when the server is not there. */
export default async function setup() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>("SELECT current_setting('server_version') AS version");
    console.log(`Integration tests: PostgreSQL ${rows[0]?.version} (TEST_DATABASE_URL)`);
  } finally {
    await client.end();
  }
}
