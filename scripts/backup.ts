/**
 * `npm run backup -- <file>`: writes a backup of the database this configuration points at (the same
 * `.env` and environment as the server): pg_dump's custom format with DATABASE_URL, else the embedded
 * database with DATA_DIR's secrets.json, which needs the server stopped. See docs/backups.md.
 */
import { assertNewBackupFile } from './backup/backup-file.ts';
import { backupEmbedded } from './backup/embedded.ts';
import { parseCommandLine, readServerEnv, runCommand } from './backup/cli.ts';
import { backupPostgres } from './backup/postgres.ts';

const USAGE = 'Usage: npm run backup -- <file>   (writes a new file readable by you only; see docs/backups.md)';

runCommand(async () => {
  const { file } = parseCommandLine(process.argv.slice(2), USAGE, false);
  const env = readServerEnv();
  assertNewBackupFile(file);
  return env.databaseUrl ? backupPostgres(env.databaseUrl, file) : backupEmbedded(env.dataDir, file);
});
