import { randomUUID } from 'node:crypto';
import { issueFormToken, MAX_OPEN_FORM_TOKENS } from '#server/security/form-tokens.ts';
import { kdfLimiter } from '#server/security/kdf-limiter.ts';
import { BENCH_HEADERS, median, signUpBenchUser, startBenchServer } from './bench-server.ts';

const FLOOD = 200;
const ACCOUNTS = FLOOD / MAX_OPEN_FORM_TOKENS;
const SIGN_INS = 15;
const round = (ms: number) => Math.round(ms * 10) / 10;
/** The headers of the `n`th client address: each flooder and sign-in comes from an address of its own. */
const address = (n: number) => ({ ...BENCH_HEADERS, 'x-forwarded-for': `127.3.${Math.floor(n / 250)}.${(n % 250) + 1}` });

/**
 * Sign-in while Create Password is flooded: 200 create calls (each from an address of its own, 64 MiB
 * Argon2id each) in flight, against sign-in on an idle server, in one run on this machine.
 */
export async function benchCreateFlood(): Promise<void> {
  const server = await startBenchServer();
  const email = 'bench-sign-in@arcana.test';
  await signUpBenchUser(server, email, address(0));
  let signIns = 0;
  const signIn = async () => {
    signIns += 1;
    const start = performance.now();
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: address(1000 + signIns), payload: { email, password: 'bench account password' } });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return performance.now() - start;
  };
  const idle: number[] = [];
  for (let run = 0; run < SIGN_INS; run += 1) idle.push(await signIn());

  const forms = [];
  for (let account = 0; account < ACCOUNTS; account += 1) {
    const cookie = await signUpBenchUser(server, `flooder-${account}@arcana.test`, address(10 + account));
    const userId = (await server.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { ...address(10 + account), cookie } })).json<{ user: { id: string } }>().user.id;
    for (let form = 0; form < MAX_OPEN_FORM_TOKENS; form += 1) {
      const sessionId = `flood-${randomUUID()}`;
      const token = await issueFormToken(server.services.database.db, userId, sessionId);
      const body = { password: 'flood encryption password', hint: '', privacyPolicyConsent: true, sessionId, formToken: token.formToken, jsChallenge: String(token.challenge.a + token.challenge.b) };
      forms.push({ headers: { ...address(100 + forms.length), cookie }, body });
    }
  }
  const floodStart = performance.now();
  const flood = Promise.all(forms.map(({ headers, body }) => server.app.inject({ method: 'POST', url: '/v1/encryption/create', headers, payload: body })));
  while (kdfLimiter.running === 0) await new Promise((resolve) => setImmediate(resolve));
  const during: number[] = [];
  for (let run = 0; run < SIGN_INS && (kdfLimiter.running > 0 || kdfLimiter.queued > 0); run += 1) during.push(await signIn());
  const statuses = (await flood).map((response) => response.statusCode);
  const drained = performance.now() - floodStart;
  await server.close();

  const count = (status: number) => statuses.filter((value) => value === status).length;
  console.log(`\nSign-in under a Create Password flood (${FLOOD} creates in flight; medians)`);
  console.table({
    'sign-in, idle server': { ms: round(median(idle)), samples: idle.length },
    'sign-in, during the flood': { ms: round(median(during)), samples: during.length },
  });
  const known = [200, 409, 429, 503].reduce((sum, status) => sum + count(status), 0);
  console.log(
    `creates: ${count(200)} made, ${count(409)} refused as the account already had a key, ${count(429)} refused by the per-user limit, ` +
      `${count(503)} told the server is busy, ${statuses.length - known} other; the flood was answered in ${Math.round(drained)} ms`,
  );
}
