/**
 * `npm run restore -- <file> [--force]`: restores a backup made by `npm run backup` into the database this
 * configuration points at (DATABASE_URL, else DATA_DIR with the server stopped). The target must be empty
 * unless --force, which replaces it. See docs/backups.md.
 */
import { restoreEmbedded } from './backup/embedded.ts';
import { parseCommandLine, readServerEnv, runCommand } from './backup/cli.ts';
import { restorePostgres } from './backup/postgres.ts';

const USAGE = 'Usage: npm run restore -- <file> [--force]   (--force replaces a database that is not empty; see docs/backups.md)';

runCommand(async () => {
  const { file, force } = parseCommandLine(process.argv.slice(2), USAGE, true);
  const env = readServerEnv();
  return env.databaseUrl ? restorePostgres(env.databaseUrl, file, force) : restoreEmbedded(env.dataDir, file, force);
});
