import { deriveKeys, newKdfParams } from '#server/crypto/kdf.ts';
import { generateUserKeyPair } from '#server/crypto/keypair.ts';
import { open, seal } from '#server/crypto/seal.ts';
import { bareFastifyBaseline, BENCH_HEADERS, median, round, signUpBenchUser, startBenchServer, time } from './bench-server.ts';

const RUNS = 15;
const PASSWORD = 'bench password for unlocking';
/** Seals are fast; many runs give their median a steady figure. */
const SEAL_RUNS = 2_000;

/** A reading as it is sealed: a three-card result of realistic length (about 2 KB of JSON). */
function readingPayload(): Buffer {
  const text = 'The card speaks of a turn in the road, of something held too long and ready to be released. '.repeat(6);
  const answers = [0, 1, 2].map((index) => ({ index, text }));
  return Buffer.from(JSON.stringify({ title: 'The Road Turns', summary: text, answers }), 'utf8');
}

/**
 * How long unlocking takes on this machine: Argon2id alone (the design’s (docs/architecture.md#keys) m=64 MiB, t=3, p=1), the whole
 * `POST /v1/encryption/unlock` through the real app, and a bare Fastify request measured in the same run.
 */
export async function benchUnlock(): Promise<void> {
  const baseline = await bareFastifyBaseline();

  const argon = median(await time(RUNS, () => deriveKeys(PASSWORD, newKdfParams())));
  const keys = generateUserKeyPair();
  const payload = readingPayload();
  const sealed = seal(keys.publicKey, payload, 'reading:bench');
  const sealing = median(await time(SEAL_RUNS, async () => seal(keys.publicKey, payload, 'reading:bench')));
  const opening = median(await time(SEAL_RUNS, async () => open(keys.privateKeyDer, sealed, 'reading:bench')));

  const server = await startBenchServer();
  const { app, close } = server;
  const headers = { ...BENCH_HEADERS, 'x-forwarded-for': '127.0.0.9' };
  const cookie = await signUpBenchUser(server, 'bench@arcana.test', headers);
  const sessionId = 'bench-form-session';
  const token = (await app.inject({ method: 'POST', url: '/api/security/form-token', headers: { ...headers, cookie }, payload: { sessionId } })).json();
  const created = await app.inject({
    method: 'POST',
    url: '/v1/encryption/create',
    headers: { ...headers, cookie },
    payload: { password: PASSWORD, hint: '', privacyPolicyConsent: true, sessionId, formToken: token.formToken, jsChallenge: String(token.challenge.a + token.challenge.b) },
  });
  if (created.statusCode !== 200) throw new Error(`create failed: ${created.body}`);
  const unlock = median(
    await time(RUNS, async () => {
      const response = await app.inject({ method: 'POST', url: '/v1/encryption/unlock', headers: { ...headers, cookie }, payload: { password: PASSWORD } });
      if (response.statusCode !== 200) throw new Error(`unlock failed: ${response.body}`);
    }),
  );
  await close();

  console.log(`\nUnlock (median of ${RUNS} runs) and seal/open of one reading (${payload.length} bytes, median of ${SEAL_RUNS} runs)`);
  console.table({
    'bare Fastify request': { ms: round(baseline, 3), 'x bare': 1 },
    'Argon2id (m=64 MiB, t=3, p=1)': { ms: round(argon, 2), 'x bare': Math.round(argon / baseline) },
    'POST /v1/encryption/unlock': { ms: round(unlock, 2), 'x bare': Math.round(unlock / baseline) },
    'seal a reading (X25519 + HKDF + AES-256-GCM)': { ms: round(sealing, 3), 'x bare': round(sealing / baseline, 1) },
    'open a reading': { ms: round(opening, 3), 'x bare': round(opening / baseline, 1) },
  });
}
