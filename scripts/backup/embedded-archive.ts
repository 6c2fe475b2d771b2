import { z } from 'zod';
import { BackupError } from './cli.ts';

/**
 * An embedded backup (docs/backups.md): this first line, a JSON header line, then PGlite's dump of its
 * data directory (a gzipped tar) as it is. One file, so the secrets that pending readings and sessions
 * need can never be restored without the database they belong to, nor the database without them.
 */
const MAGIC = 'ARCANA-EMBEDDED-BACKUP 1\n';

const HeaderSchema = z.object({
  createdAt: z.string(),
  /** DATA_DIR/secrets.json as it was, byte for byte. */
  secretsJson: z.string(),
  databaseBytes: z.number().int().nonnegative(),
});

export interface EmbeddedArchive {
  createdAt: string;
  secretsJson: string;
  /** PGlite's data directory as `dumpDataDir('gzip')` wrote it. */
  database: Uint8Array;
}

export function encodeEmbeddedArchive(archive: EmbeddedArchive): Buffer {
  const header = JSON.stringify({ createdAt: archive.createdAt, secretsJson: archive.secretsJson, databaseBytes: archive.database.byteLength });
  return Buffer.concat([Buffer.from(`${MAGIC}${header}\n`, 'utf8'), archive.database]);
}

export function isEmbeddedArchive(bytes: Buffer): boolean {
  return bytes.subarray(0, MAGIC.length).toString('utf8') === MAGIC;
}

/** @throws BackupError when the file is not a whole embedded backup. */
export function decodeEmbeddedArchive(bytes: Buffer, path: string): EmbeddedArchive {
  const headerEnd = bytes.indexOf('\n', MAGIC.length);
  if (!isEmbeddedArchive(bytes) || headerEnd === -1) throw new BackupError(`${path} is not an Arcana embedded backup`);
  let header: z.infer<typeof HeaderSchema>;
  try {
    header = HeaderSchema.parse(JSON.parse(bytes.subarray(MAGIC.length, headerEnd).toString('utf8')));
  } catch {
    throw new BackupError(`${path} is damaged: its header cannot be read`);
  }
  const database = bytes.subarray(headerEnd + 1);
  if (database.byteLength !== header.databaseBytes) {
    throw new BackupError(`${path} is incomplete: ${database.byteLength} of ${header.databaseBytes} database bytes`);
  }
  return { createdAt: header.createdAt, secretsJson: header.secretsJson, database };
}
