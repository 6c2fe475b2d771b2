import { openPglite } from './database.ts';
import { migratePgliteDb } from './migrate.ts';

// Run as a child process by open-database.ts: creates and migrates a PGlite directory, then exits.
const dir = process.argv[2];
if (!dir) throw new Error('usage: init-pglite.ts <directory>');
const database = await openPglite({ dataDir: dir });
await migratePgliteDb(database.pglite);
await database.close();
