import { createHmac, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ACCOUNT_DELETION_PHRASE } from '#common/api/account.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { START_OVER_CONFIRMATION } from '#common/api/encryption.ts';
import { getJournalEntry } from '#common/api/journal.ts';
import type { SpecialReading } from '#common/api/special-readings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { call as callAs } from '#server/test/call.ts';
import { createPasswordForm, ENCRYPTION_PASSWORD } from '#server/test/encryption-helpers.ts';
import { readingRequest, specialReadingRequest } from '#server/test/reading-helpers.ts';
import { clientAddress, TEST_ORIGIN, TEST_PASSWORD, type TestUser } from '#server/test/test-server.ts';
import { type ApiWorld, WORLD_ENV, SPECIAL_TEMPLATE } from './api-world.ts';

/** Who may make a call, as the contract's comments say: anyone, a signed-in user, an admin, or the operator holding METRICS_TOKEN. */
export type Access = 'public' | 'session' | 'admin' | 'token';

/** A real, valid request of one contract call, as the one who succeeds with it makes it. */
export interface ValidCall {
  /** The resource's owner, or the admin for admin calls. */
  as: TestUser;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The Authorization header only `as` holds (the operator's token): no one else sends it. */
  authorization?: string;
  /** The answer `as` gets; 200 unless said. */
  status?: number;
  /** The call names something of `as`'s own (an id, a linked provider): any other signed-in user gets 404. */
  owned?: boolean;
}

export interface RouteRow {
  access: Access;
  /** Each builds its call afresh, so a call that uses its resource up has a new one every time. */
  calls: ((world: ApiWorld) => Promise<ValidCall>)[];
}

/** A TheoremReach callback as the provider sends it: HMAC-SHA1 of the full public address, base64url, as `hash`. */
function theoremReachQuery(user: TestUser): Record<string, string> {
  const query = `user_id=${user.id}&reward=4&currency=0.04&tx_id=${randomUUID()}`;
  const hash = createHmac('sha1', WORLD_ENV.THEOREMREACH_SECRET).update(`${TEST_ORIGIN}/webhooks/theoremreach/callback?${query}`).digest('base64url');
  return { ...Object.fromEntries(new URLSearchParams(query)), hash };
}

/** An ayeT-Studios conversion: parameters in name order, signed in a header. */
function ayetStudiosCall(user: TestUser): Pick<ValidCall, 'query' | 'headers'> {
  const query = `currency_amount=4&external_identifier=${user.id}&is_chargeback=0&transaction_id=${randomUUID()}`;
  return {
    query: Object.fromEntries(new URLSearchParams(query)),
    headers: { 'x-ayetstudios-security-hash': createHmac('sha256', WORLD_ENV.AYETSTUDIOS_API_KEY).update(query).digest('hex') },
  };
}

/** The version of the owner's entry on the world's reading as it stands: a save names the version it edits. */
const entryVersion = async (world: ApiWorld) => (await callAs(world.server, world.owner, getJournalEntry, { params: { id: world.reading.id } })).body.version;

const owner = (call: Omit<ValidCall, 'as'> = {}) => async (world: ApiWorld): Promise<ValidCall> => ({ as: world.owner, ...call });
const byAdmin = (call: Omit<ValidCall, 'as'> = {}) => async (world: ApiWorld): Promise<ValidCall> => ({ as: world.admin, ...call });

/**
 * Every call of the contract (common/api/contract.ts), keyed `METHOD path`: who may make it and a valid request of it.
 * The contract declares no access of its own, so this table holds it, checked against the server's session guard.
 */
export const VALID_CALLS: Record<string, RouteRow> = {
  'GET /healthz': { access: 'public', calls: [owner()] },
  'GET /metrics': { access: 'token', calls: [owner({ authorization: `Bearer ${WORLD_ENV.METRICS_TOKEN}` })] },
  'GET /v1/auth/config': { access: 'public', calls: [owner()] },
  // Signing out ends the session it is sent with: a session of its own.
  'GET /v1/authentication/logout': { access: 'public', calls: [async (world) => ({ as: await world.server.signIn(world.owner), status: 302 })] },
  'GET /v1/profile/get': { access: 'session', calls: [owner()] },
  'GET /v1/profile/is-admin': { access: 'session', calls: [owner()] },
  'GET /v1/profile/totals': { access: 'session', calls: [owner()] },
  'GET /v1/profile/unlink/:provider': {
    access: 'session',
    calls: [async (world) => ({ as: await world.fresh.userWithGoogle(), params: { provider: 'google' }, owned: true })],
  },
  'POST /v1/profile/confirm-password': {
    access: 'session',
    calls: [async (world) => ({ as: await world.fresh.user(), body: { password: TEST_PASSWORD }, headers: { 'x-forwarded-for': clientAddress() } })],
  },
  'GET /v1/api/email/subscribe/:email': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { email: world.owner.email } })] },
  'POST /v1/profile/delete': {
    access: 'session',
    calls: [async (world) => ({ as: await world.fresh.user(), body: { confirmation: ACCOUNT_DELETION_PHRASE, password: TEST_PASSWORD } })],
  },
  'GET /v1/points/get': { access: 'session', calls: [owner()] },
  'GET /v1/points/gem-progress': { access: 'session', calls: [owner()] },
  'GET /v1/points/sellGems': { access: 'session', calls: [owner({ query: { gemsToSell: '1' } })] },
  'GET /v1/points/daily-gift': { access: 'session', calls: [owner()] },
  'POST /v1/points/daily-gift/claim': { access: 'session', calls: [owner()] },
  'GET /v1/offer-walls': { access: 'session', calls: [owner()] },
  'GET /webhooks/theoremreach/reversal-cooldown': { access: 'session', calls: [owner()] },
  'GET /webhooks/ayetstudios/reversal-cooldown': { access: 'session', calls: [owner()] },
  'GET /webhooks/theoremreach/callback': { access: 'public', calls: [async (world) => ({ as: world.owner, query: theoremReachQuery(world.owner) })] },
  'GET /webhooks/ayetstudios/callback': { access: 'public', calls: [async (world) => ({ as: world.owner, ...ayetStudiosCall(world.owner) })] },
  'GET /v1/messages/unread/count': { access: 'session', calls: [owner()] },
  'GET /v1/messages': { access: 'session', calls: [owner()] },
  'POST /v1/messages/:id/read': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.messageId }, owned: true })] },
  'POST /v1/admin/messages/broadcast': { access: 'admin', calls: [byAdmin({ body: { title: 'Hello', body: 'Everyone.' } })] },
  'GET /v1/admin/users': { access: 'admin', calls: [byAdmin({ query: { query: 'arcana', page: '1' } })] },
  'POST /v1/admin/users/:id/grant': {
    access: 'admin',
    calls: [async (world) => ({ as: world.admin, params: { id: world.subject.id }, body: { currency: 'coins', amount: 5, reason: 'Thanks' } })],
  },
  'POST /v1/admin/users/:id/ban': { access: 'admin', calls: [async (world) => ({ as: world.admin, params: { id: (await world.fresh.user()).id } })] },
  'POST /v1/admin/users/:id/unban': {
    access: 'admin',
    calls: [
      async (world) => {
        const banned = await world.fresh.user();
        const ban = await world.server.request({ method: 'POST', url: `/v1/admin/users/${banned.id}/ban`, user: world.admin });
        if (ban.statusCode !== 200) throw new Error(`ban failed: ${ban.body}`);
        return { as: world.admin, params: { id: banned.id } };
      },
    ],
  },
  'POST /v1/admin/users/:id/admin': {
    access: 'admin',
    calls: [async (world) => ({ as: world.admin, params: { id: (await world.fresh.user()).id }, body: { admin: true } })],
  },
  'POST /v1/admin/users/:id/message': {
    access: 'admin',
    calls: [async (world) => ({ as: world.admin, params: { id: world.subject.id }, body: { title: 'Hi', body: 'Just you.' } })],
  },
  'POST /v1/admin/costs': { access: 'admin', calls: [byAdmin({ body: { ...DEFAULT_COSTS } })] },
  'GET /v1/admin/special-readings': { access: 'admin', calls: [byAdmin()] },
  'POST /v1/admin/special-readings': { access: 'admin', calls: [byAdmin({ body: SPECIAL_TEMPLATE })] },
  'POST /v1/admin/special-readings/:id': {
    access: 'admin',
    calls: [async (world) => ({ as: world.admin, params: { id: String(world.template.id) }, body: { ...SPECIAL_TEMPLATE, flatCost: 4 } })],
  },
  'POST /v1/admin/special-readings/:id/retire': {
    access: 'admin',
    calls: [async (world) => ({ as: world.admin, params: { id: String((await world.fresh.template()).id) } })],
  },
  'GET /v1/admin/stats': { access: 'admin', calls: [byAdmin()] },
  'GET /v1/admin/audit': { access: 'admin', calls: [byAdmin({ query: { page: '1' } })] },
  'GET /v1/admin/queue/stats': { access: 'admin', calls: [byAdmin()] },
  'POST /v1/admin/queue/jobs/:queue/:id/retry': { access: 'admin', calls: [async (world) => ({ as: world.admin, params: await world.fresh.failedJob() })] },
  'POST /v1/admin/queue/jobs/:queue/:id/cancel': { access: 'admin', calls: [async (world) => ({ as: world.admin, params: await world.fresh.waitingJob() })] },
  'GET /v1/admin/caches': { access: 'admin', calls: [byAdmin()] },
  'POST /v1/admin/caches/:name/purge': { access: 'admin', calls: [async (world) => ({ as: world.admin, params: { name: world.cacheName } })] },
  'POST /v1/admin/caches/purge': { access: 'admin', calls: [byAdmin()] },
  'GET /v1/user-status/get': { access: 'session', calls: [owner()] },
  'POST /v1/user-status/set-engaged': { access: 'session', calls: [owner()] },
  'GET /v1/user-settings/get': { access: 'session', calls: [owner()] },
  'GET /v1/user-settings/update/:settingTypeId/:optionId': {
    access: 'session',
    calls: [async (world) => ({ as: world.owner, params: { settingTypeId: String(world.setting.typeId), optionId: String(world.setting.optionId) } })],
  },
  'GET /v1/special-reading/available': { access: 'session', calls: [owner()] },
  'GET /v1/settings/get': { access: 'session', calls: [owner()] },
  'GET /api/decks/get': { access: 'session', calls: [owner()] },
  'GET /api/decks/favorite/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.cardId } })] },
  'GET /api/decks/unfavorite/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.cardId } })] },
  'GET /api/decks/unlock/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: String(world.lockedDeckId) } })] },
  'POST /api/security/honeypot-fields': { access: 'public', calls: [owner({ body: { sessionId: `form-${randomUUID()}` } })] },
  'POST /api/security/form-token': { access: 'session', calls: [owner({ body: { sessionId: `form-${randomUUID()}` } })] },
  'GET /v1/encryption/status': { access: 'session', calls: [owner()] },
  'POST /v1/encryption/create': {
    access: 'session',
    calls: [
      async (world) => {
        const user = await world.fresh.user();
        return { as: user, body: await createPasswordForm(world.server, user), headers: { 'x-forwarded-for': clientAddress() } };
      },
    ],
  },
  // A new session of the owner's: unlocking replaces the session's key cookie.
  'POST /v1/encryption/unlock': { access: 'session', calls: [async (world) => ({ as: await world.server.signIn(world.owner), body: { password: ENCRYPTION_PASSWORD } })] },
  'POST /v1/encryption/start-over': {
    access: 'session',
    calls: [
      async (world) => ({
        as: await world.fresh.unlockedUser(),
        body: { confirmation: START_OVER_CONFIRMATION, password: TEST_PASSWORD },
        headers: { 'x-forwarded-for': clientAddress() },
      }),
    ],
  },
  'GET /v1/reading/spread-types': { access: 'session', calls: [owner()] },
  'GET /v1/reading/commitment': { access: 'session', calls: [owner()] },
  'POST /v1/reading/start/:kind': {
    access: 'session',
    calls: [
      async (world) => {
        const user = await world.fresh.unlockedUser();
        return { as: user, params: { kind: 'reading' }, body: await readingRequest(world.server, user) };
      },
      async (world) => {
        const { user, reading } = await world.fresh.reading();
        const clarifier = {
          id: reading.id,
          question: 'Will the new house feel like home?',
          cards: 1,
          selectedCards: [12],
          spreadTypeName: 'GENERAL',
          clarifierForAnswerUuid: reading.spread.awnsers[0]!.answerUuid,
        };
        return { as: user, params: { kind: 'clarifier' }, body: await readingRequest(world.server, user, clarifier), owned: true };
      },
      async (world) => {
        const user = await world.fresh.unlockedUser();
        const available = await world.server.request({ method: 'GET', url: '/v1/special-reading/available', user });
        const special = available.json<{ specialReadings: SpecialReading[] }>().specialReadings[0]!;
        return { as: user, params: { kind: 'special' }, body: await specialReadingRequest(world.server, user, special) };
      },
    ],
  },
  'GET /v1/reading/get_reading/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.reading.id }, query: { v: '0' }, owned: true })] },
  'GET /v1/reading/get_reading_info/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.reading.id }, owned: true })] },
  'GET /v1/reading/get_active_reading': { access: 'session', calls: [owner()] },
  'GET /v1/reading/has_active_reading': { access: 'session', calls: [owner()] },
  'GET /v1/reading/is_in_queue': { access: 'session', calls: [owner()] },
  'GET /v1/reading/save_reading': { access: 'session', calls: [owner()] },
  'GET /v1/reading/can_save_reading': { access: 'session', calls: [owner()] },
  'GET /v1/reading/discard_oldest': { access: 'session', calls: [owner()] },
  'POST /v1/reading/set_active/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.reading.id }, owned: true })] },
  'GET /v1/reading/delete_reading/active': { access: 'session', calls: [async (world) => ({ as: (await world.fresh.reading()).user })] },
  'GET /v1/reading/delete_reading/:id': {
    access: 'session',
    calls: [
      async (world) => {
        const { user, reading } = await world.fresh.reading();
        return { as: user, params: { id: reading.id }, owned: true };
      },
    ],
  },
  'GET /v1/reading/get_reading_ids': { access: 'session', calls: [owner()] },
  'GET /v1/reading/events/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.reading.id }, owned: true })] },
  'GET /v1/reading/image/active': { access: 'session', calls: [owner({ query: { tz: 'Europe/Paris', v: '0' } })] },
  'POST /v1/try-reading': { access: 'public', calls: [owner({ body: { question: 'What now?', cards: 3 } })] },
  'GET /v1/share/:readingId': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { readingId: world.reading.id }, query: { expires: '7' }, owned: true })] },
  'GET /v1/share/get/:readingId/:uuid': { access: 'public', calls: [async (world) => ({ as: world.owner, params: { readingId: world.share.readingId, uuid: world.share.uuid } })] },
  'GET /v1/share/hit/:id': { access: 'public', calls: [async (world) => ({ as: world.owner, params: { id: world.share.id } })] },
  'GET /v1/share/get_shared_reading_ids': { access: 'session', calls: [owner()] },
  'GET /v1/share/get_shared_reading_info/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.share.id }, owned: true })] },
  'DELETE /v1/share/manage/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: (await world.fresh.share()).id }, owned: true })] },
  'GET /v1/journal/page': { access: 'session', calls: [owner({ query: { limit: '10' } })] },
  'GET /v1/journal/entry/:id': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.reading.id }, owned: true })] },
  'PUT /v1/journal/entry/:id': {
    access: 'session',
    calls: [
      async (world) => ({
        as: world.owner,
        params: { id: world.reading.id },
        body: { reflection: 'The sea was calm that week.', moodBefore: 2, moodAfter: 4, tags: ['work', 'the sea'], baseVersion: await entryVersion(world) },
        owned: true,
      }),
    ],
  },
  'GET /v1/journal/entry/:id/history': { access: 'session', calls: [async (world) => ({ as: world.owner, params: { id: world.reading.id }, owned: true })] },
  'PUT /v1/journal/check-in/:id': {
    access: 'session',
    calls: [async (world) => ({ as: world.owner, params: { id: world.reading.id }, body: { delay: 'month', byEmail: true }, owned: true })],
  },
  'POST /v1/journal/outcome/:id': {
    access: 'session',
    calls: [async (world) => ({ as: world.owner, params: { id: world.reading.id }, body: { answer: 'I took the job.', helped: 'yes' }, owned: true })],
  },
  'GET /v1/journal/check-ins/due': { access: 'session', calls: [owner()] },
  'GET /v1/share/image/:readingId/:uuid': { access: 'public', calls: [async (world) => ({ as: world.owner, params: { readingId: world.share.readingId, uuid: world.share.uuid } })] },
};

export const routeKey = (declaration: Pick<Declaration, 'method' | 'path'>) => `${declaration.method} ${declaration.path}`;

/** The path with each `:name` replaced by `params[name]` as it is (the caller encodes), then the query. */
export function urlOf(declaration: Declaration, params: Record<string, string> = {}, query?: string | Record<string, string>): string {
  const path = declaration.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => params[name] ?? '');
  const search = typeof query === 'string' ? query : new URLSearchParams(query ?? {}).toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * The request of `call` as `user` makes it (none: signed out), from its own client address so per-address limits
 * see a new visitor each time.
 */
export function requestOf(declaration: Declaration, call: ValidCall, user: TestUser | undefined): InjectOptions & { user?: TestUser } {
  const params = Object.fromEntries(Object.entries(call.params ?? {}).map(([name, value]) => [name, encodeURIComponent(value)]));
  return {
    method: declaration.method,
    url: urlOf(declaration, params, call.query),
    headers: { 'x-forwarded-for': clientAddress(), ...call.headers, ...(call.authorization && user === call.as ? { authorization: call.authorization } : {}) },
    ...(call.body === undefined ? {} : { payload: call.body as Record<string, unknown> }),
    ...(user ? { user } : {}),
  };
}
