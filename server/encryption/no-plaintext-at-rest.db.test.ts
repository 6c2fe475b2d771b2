import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KdfParamsSchema } from '#server/crypto/kdf.ts';
import { unlockUserKey } from '#server/crypto/user-key.ts';
import { userKey } from '#server/db/schema/encryption.ts';
import { ENCRYPTION_PASSWORD, keyCookieOf, signUpWithKey, withResponseCookies } from '#server/test/encryption-helpers.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

/** JSON.stringify replacer: bytea values (Buffers from pg, which arrive here JSON-ified, or PGlite's Uint8Arrays) as hex and Latin-1. */
function showBytes(_key: string, value: unknown): unknown {
  const isJsonBuffer = typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'Buffer';
  if (!(value instanceof Uint8Array) && !isJsonBuffer) return value;
  const bytes = Buffer.from(value instanceof Uint8Array ? value : (value as { data: number[] }).data);
  return `${bytes.toString('hex')} ${bytes.toString('latin1')}`;
}

/** Every row of every table the app and the job queue own, as text: bytes as hex and as Latin-1. */
async function dumpDatabase(): Promise<string> {
  const { database } = server.services;
  const tables = (await database.executeSql(
    "SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema IN ('public', 'pgboss', 'drizzle') AND table_type = 'BASE TABLE'",
  )).rows as { table_schema: string; table_name: string }[];
  expect(tables.map((table) => table.table_name)).toEqual(expect.arrayContaining(['user_key', 'session_key', 'account', 'job']));
  const parts: string[] = [];
  for (const { table_schema, table_name } of tables) {
    const { rows } = await database.executeSql(`SELECT * FROM "${table_schema}"."${table_name}"`);
    parts.push(JSON.stringify(rows, showBytes));
  }
  return parts.join('\n');
}

/** The ways a secret could sit in a dump: as text, hex, base64 or base64url. */
const encodings = (secret: Buffer) => [secret.toString('hex'), secret.toString('base64'), secret.toString('base64url'), secret.toString('latin1')];

describe('zero knowledge at rest', () => {
  it('keeps the password, the private key and the cookie key out of every table and the log', async () => {
    const created = await signUpWithKey(server);
    const later = await server.signIn(created);
    const unlockResponse = await server.request({ method: 'POST', url: '/v1/encryption/unlock', user: later, payload: { password: ENCRYPTION_PASSWORD } });
    expect(unlockResponse.statusCode).toBe(200);
    const unlocked = withResponseCookies(later, unlockResponse);

    const [stored] = await server.services.database.db.select().from(userKey).where(eq(userKey.userId, created.id));
    const privateKeyDer = await unlockUserKey(ENCRYPTION_PASSWORD, { ...stored!, kdfParams: KdfParamsSchema.parse(stored!.kdfParams) }, created.id);
    // PKCS#8 for X25519 ends with the raw 32-byte private scalar.
    const scalar = privateKeyDer.subarray(-32);
    const secrets = [
      ...encodings(Buffer.from(ENCRYPTION_PASSWORD)),
      ...encodings(privateKeyDer),
      ...encodings(scalar),
      keyCookieOf(created)!,
      keyCookieOf(unlocked)!,
    ];

    const dump = await dumpDatabase();
    // A positive control: the dump does show stored bytes, so an absent secret is really absent.
    expect(dump).toContain(stored!.publicKey.toString('hex'));
    const log = server.logs.join('');
    expect(log).toContain('/v1/encryption/unlock');
    for (const secret of secrets) {
      expect(dump.includes(secret), `database holds ${secret.slice(0, 12)}…`).toBe(false);
      expect(log.includes(secret), `log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
    // The account password too, though it is better-auth's: hashed, never stored as typed.
    expect(dump.includes(TEST_PASSWORD)).toBe(false);
    expect(log.includes(TEST_PASSWORD)).toBe(false);
  });
});
