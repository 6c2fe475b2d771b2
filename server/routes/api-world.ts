import { randomUUID } from 'node:crypto';
import type { AdminSpecialReading } from '#common/api/admin.ts';
import type { Decks } from '#common/api/decks.ts';
import type { Messages } from '#common/api/messages.ts';
import type { Reading } from '#common/api/readings.ts';
import type { ShareResult } from '#common/api/shares.ts';
import type { UserSettings } from '#common/api/user-settings.ts';
import { account } from '#server/db/schema/auth.ts';
import { applyLedgerEntry } from '#server/points/ledger.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { linkOf, share, userWithReading } from '#server/test/share-helpers.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { waitUntil } from '#server/test/wait-until.ts';

/** What the world's server is configured with: offer walls' keys, so a signed callback can be sent to it, and a metrics token. */
export const WORLD_ENV = {
  THEOREMREACH_APP_ID: 'tr-app',
  THEOREMREACH_SECRET: 'theorem-world-secret',
  AYETSTUDIOS_ADSLOT_ID: '777',
  AYETSTUDIOS_API_KEY: 'ayet-world-api-key',
  METRICS_TOKEN: 'metrics-token-of-the-api-world-0123456789',
};

/** Queues of the world's own, so its jobs stay where it puts them. */
const FAILED_QUEUE = 'api-world-failed';
const WAITING_QUEUE = 'api-world-waiting';

export const SPECIAL_TEMPLATE = {
  title: 'Moon Gate',
  description: 'Two cards.',
  prompt: 'Be kind.',
  positions: [{ name: 'Now', meaning: 'Where you are' }],
  flatCost: 3,
  availableFrom: null,
  availableUntil: null,
  enabled: true,
};

/** One of every resource the API names, each belonging to someone, and ways to make fresh ones for calls that use them up. */
export interface ApiWorld {
  server: TestServer;
  /** The ADMIN_EMAILS admin. */
  admin: TestUser;
  /** Unlocked, with a written reading (active and saved), a share of it and a welcome message. */
  owner: TestUser;
  reading: Reading;
  share: ShareResult & { readingId: string; uuid: string };
  messageId: string;
  /** A second unlocked user, not an admin, who owns none of the above. */
  stranger: TestUser;
  /** A user the admin acts on. */
  subject: TestUser;
  template: AdminSpecialReading;
  cardId: string;
  /** A locked deck the owner has the coins for. */
  lockedDeckId: number;
  setting: { typeId: number; optionId: number };
  cacheName: string;
  fresh: {
    user(): Promise<TestUser>;
    unlockedUser(): Promise<TestUser>;
    /** An unlocked user whose active reading is written. */
    reading(): Promise<{ user: TestUser; reading: Reading }>;
    /** A new share of the owner's reading. */
    share(): Promise<ShareResult>;
    /** A user who can sign in with Google as well as a password. */
    userWithGoogle(): Promise<TestUser>;
    template(): Promise<AdminSpecialReading>;
    failedJob(): Promise<{ queue: string; id: string }>;
    waitingJob(): Promise<{ queue: string; id: string }>;
  };
}

async function json<T>(server: TestServer, user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const response = await server.request({ method, url, user, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A server with workers (readings get written) and WORLD_ENV, and the world built on it: a test file's beforeAll. */
export async function startApiWorld(): Promise<{ server: TestServer; world: ApiWorld }> {
  const server = await startTestServer({ workers: true, env: WORLD_ENV });
  return { server, world: await buildApiWorld(server) };
}

async function buildApiWorld(server: TestServer): Promise<ApiWorld> {
  const { db } = server.services.database;
  const { boss } = server.services;
  const admin = await server.signUp({ email: ADMIN_EMAIL });
  const { user: owner, reading } = await userWithReading(server);
  await json(server, owner, 'GET', '/v1/reading/save_reading');
  const created = await share(server, owner, reading.id);
  const stranger = await signUpWithKey(server);
  const subject = await server.signUp();
  const messageId = (await json<Messages>(server, owner, 'GET', '/v1/messages')).messages[0]!.id;

  const freshTemplate = () => json<AdminSpecialReading>(server, admin, 'POST', '/v1/admin/special-readings', SPECIAL_TEMPLATE);
  const template = await freshTemplate();

  const decks = await json<Decks>(server, owner, 'GET', '/api/decks/get');
  const locked = decks.decks.find((deck) => deck.locked)!;
  await db.transaction((tx) =>
    applyLedgerEntry(tx, { userId: owner.id, kind: 'admin_grant', idempotencyKey: `api-world:${randomUUID()}`, coins: locked.price }),
  );
  const settings = await json<UserSettings>(server, owner, 'GET', '/v1/user-settings/get');
  const firstSetting = settings.settingsByCategory[0]!.settings[0]!;

  await boss.createQueue(FAILED_QUEUE);
  await boss.createQueue(WAITING_QUEUE);

  return {
    server,
    admin,
    owner,
    reading,
    share: { ...created, ...linkOf(created) },
    messageId,
    stranger,
    subject,
    template,
    cardId: decks.decks[0]!.cards[0]!.id,
    lockedDeckId: locked.id,
    setting: { typeId: firstSetting.settingTypeId, optionId: firstSetting.options.at(-1)!.id },
    cacheName: server.services.caches.list()[0]!.name,
    fresh: {
      user: () => server.signUp(),
      unlockedUser: () => signUpWithKey(server),
      reading: () => userWithReading(server),
      share: () => share(server, owner, reading.id),
      async userWithGoogle() {
        const user = await server.signUp();
        await db.insert(account).values({ id: randomUUID(), accountId: `google-${user.id}`, providerId: 'google', userId: user.id });
        return user;
      },
      template: freshTemplate,
      async failedJob() {
        const id = (await boss.send(FAILED_QUEUE, {}, { retryLimit: 0 }))!;
        // pg-boss fetches only jobs whose start is strictly past: one sent within the same clock tick waits a moment.
        await waitUntil('the job just sent being fetchable', async () => {
          const [fetched] = await boss.fetch(FAILED_QUEUE);
          if (fetched !== undefined && fetched.id !== id) throw new Error('the failed-job queue held another job');
          return fetched !== undefined;
        }, 5_000, 10);
        await boss.fail(FAILED_QUEUE, id, { message: 'failed on purpose' });
        return { queue: FAILED_QUEUE, id };
      },
      async waitingJob() {
        return { queue: WAITING_QUEUE, id: (await boss.send(WAITING_QUEUE, {}))! };
      },
    },
  };
}

