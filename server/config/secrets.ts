import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/db/data-dir-modes.ts';

const SecretsFileSchema = z.object({ authSecret: z.string().min(32).optional(), jobKey: z.unknown().optional() });

/** The job key's size: an AES-256 key (server/readings/pending.ts). */
const JOB_KEY_BYTES = 32;

/** The secrets the server needs: from the environment, or generated once in embedded mode. */
export interface Secrets {
  /** Signs sessions; also keys the honeypot names. */
  authSecret: string;
  /** 32 bytes, base64: encrypts pending reading work (docs/architecture.md#pending-work). */
  jobKey: string;
}

const SECRETS_FILE = 'secrets.json';

/** The stored secrets; null when there is no file yet (a first start). */
function readStored(path: string): z.infer<typeof SecretsFileSchema> | null {
  try {
    return SecretsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Cannot read ${path}: delete it to generate new secrets (signs everyone out)`, { cause: error });
  }
}

/** Whether `value` is the job key's bytes in base64: Node skips what is not base64, so it must encode back to itself. */
function isJobKey(value: string): boolean {
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === JOB_KEY_BYTES && bytes.toString('base64') === value;
}

/**
 * The file's job key, checked: 32 bytes in base64, as generated. A key that is missing or malformed stops the start
 * rather than being replaced, since a new key could not open the work of readings still queued; the message names the
 * file and the field, never the value.
 */
function storedJobKey(path: string, value: unknown): string {
  const fix = `restore ${path} from a backup, or set its jobKey to a new key (openssl rand -base64 32): readings still queued will then fail`;
  if (value === undefined || value === null || value === '') throw new Error(`${path} has no jobKey: ${fix}`);
  if (typeof value !== 'string' || !isJobKey(value)) {
    throw new Error(`${path} has an invalid jobKey (it must be ${JOB_KEY_BYTES} random bytes in base64): ${fix}`);
  }
  return value;
}

/**
 * Embedded mode keeps generated secrets in DATA_DIR so that sessions survive restarts without any setup.
 * The first start generates both; a file without its authSecret gets a new one (everyone signs in again),
 * but one whose jobKey is missing or malformed stops the start (see storedJobKey). Values from the
 * environment win. The file is created readable by the owner only; on every start openDatabase
 * makes it so again, with the rest of DATA_DIR, should a copy or a restore have loosened it.
 */
export function loadOrCreateSecrets(dataDir: string, fromEnv: Partial<Secrets>): Secrets {
  const path = join(dataDir, SECRETS_FILE);
  const stored = readStored(path);
  const complete = {
    authSecret: stored?.authSecret ?? randomBytes(32).toString('base64url'),
    jobKey: stored ? storedJobKey(path, stored.jobKey) : randomBytes(JOB_KEY_BYTES).toString('base64'),
  };
  if (complete.authSecret !== stored?.authSecret || complete.jobKey !== stored?.jobKey) {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    writeFileSync(path, `${JSON.stringify(complete, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  }
  return { authSecret: fromEnv.authSecret ?? complete.authSecret, jobKey: fromEnv.jobKey ?? complete.jobKey };
}
