import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/db/data-dir-modes.ts';

const SecretsFileSchema = z.object({ authSecret: z.string().min(32).optional(), jobKey: z.string().optional() });

/** The secrets the server needs: from the environment, or generated once in embedded mode. */
export interface Secrets {
  /** Signs sessions; also keys the honeypot names. */
  authSecret: string;
  /** 32 bytes, base64: encrypts pending reading work (docs/architecture.md#pending-work). */
  jobKey: string;
}

const SECRETS_FILE = 'secrets.json';

function readStored(path: string): z.infer<typeof SecretsFileSchema> {
  try {
    return SecretsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Cannot read ${path}: delete it to generate new secrets (signs everyone out)`, { cause: error });
  }
}

/**
 * Embedded mode keeps generated secrets in DATA_DIR so that sessions survive restarts without any setup.
 * A secret missing from the file (an older install) is generated and added; values from the
 * environment win. The file is created readable by the owner only; on every start openDatabase
 * makes it so again, with the rest of DATA_DIR, should a copy or a restore have loosened it.
 */
export function loadOrCreateSecrets(dataDir: string, fromEnv: Partial<Secrets>): Secrets {
  const path = join(dataDir, SECRETS_FILE);
  const stored = readStored(path);
  const complete = {
    authSecret: stored.authSecret ?? randomBytes(32).toString('base64url'),
    jobKey: stored.jobKey ?? randomBytes(32).toString('base64'),
  };
  if (complete.authSecret !== stored.authSecret || complete.jobKey !== stored.jobKey) {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    writeFileSync(path, `${JSON.stringify(complete, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  }
  return { authSecret: fromEnv.authSecret ?? complete.authSecret, jobKey: fromEnv.jobKey ?? complete.jobKey };
}
