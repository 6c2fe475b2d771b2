import { deriveKeys, newKdfParams } from '#server/crypto/kdf.ts';
import { bareFastifyBaseline, BENCH_HEADERS, median, signUpBenchUser, startBenchServer, time } from './bench-server.ts';

const RUNS = 15;
const round = (ms: number) => Math.round(ms * 100) / 100;
const PASSWORD = 'bench password for unlocking';

/**
 * How long unlocking takes on this machine: Argon2id alone (the design’s (docs/architecture.md#keys) m=64 MiB, t=3, p=1), the whole
 * `POST /v1/encryption/unlock` through the real app, and a bare Fastify request measured in the same run.
 */
export async function benchUnlock(): Promise<void> {
  const baseline = await bareFastifyBaseline();

  const argon = median(await time(RUNS, () => deriveKeys(PASSWORD, newKdfParams())));

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

  console.log(`\nUnlock (median of ${RUNS} runs)`);
  console.table({
    'bare Fastify request': { ms: round(baseline), 'x bare': 1 },
    'Argon2id (m=64 MiB, t=3, p=1)': { ms: round(argon), 'x bare': Math.round(argon / baseline) },
    'POST /v1/encryption/unlock': { ms: round(unlock), 'x bare': Math.round(unlock / baseline) },
  });
}
