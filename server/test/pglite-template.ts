import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '#server/db/database.ts';
import { migratePgliteDb } from '#server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the PGlite test project: creating and migrating a database costs ~4 s, loading a
 * dump of one ~0.6 s, so every test file starts from this migrated template.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'arcana-template-'));
  const database = await openPglite({ dataDir: 'memory://' });
  await migratePgliteDb(database.pglite);
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  console.log('Integration tests: PGlite (embedded)');
  return () => rm(dir, { recursive: true, force: true });
}
