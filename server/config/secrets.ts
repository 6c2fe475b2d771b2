import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const SecretsFileSchema = z.object({ authSecret: z.string().min(32) });
export type Secrets = z.infer<typeof SecretsFileSchema>;

const SECRETS_FILE = 'secrets.json';

/**
 * Embedded mode keeps generated secrets in DATA_DIR so that sessions survive restarts without any setup.
 * The file is created once, readable by the owner only; values from the environment win.
 */
export function loadOrCreateSecrets(dataDir: string, fromEnv: Partial<Secrets>): Secrets {
  const path = join(dataDir, SECRETS_FILE);
  let stored: Secrets;
  try {
    stored = SecretsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read ${path}: delete it to generate new secrets (signs everyone out)`, { cause: error });
    }
    stored = { authSecret: randomBytes(32).toString('base64url') };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  }
  return { authSecret: fromEnv.authSecret ?? stored.authSecret };
}
