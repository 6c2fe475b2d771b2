import { eq } from 'drizzle-orm';
import { getPoints } from '#common/api/points.ts';
import { getCommitment, getReading, IN_PROGRESS_STATUSES, type Reading, type ReadingRequest, startReading as start } from '#common/api/readings.ts';
import type { SpecialReading } from '#common/api/special-readings.ts';
import { SPECIAL_SPREAD_NAME } from '#common/domain/spreads.ts';
import { points } from '#server/db/schema/points.ts';
import { call } from './call.ts';
import type { TestServer, TestUser, UserAgent } from './test-server.ts';

/** A three-card reading request as the draw page sends it, with a fresh commitment. */
export async function readingRequest(server: UserAgent, user: TestUser, overrides: Partial<ReadingRequest> = {}): Promise<ReadingRequest> {
  const commitment = (await call(server, user, getCommitment)).body;
  return {
    general: false,
    question: 'Should I take the job by the sea?',
    awnsers: [],
    cards: 3,
    crossing: false,
    deckId: 1,
    selectedCards: [5, 40, 77],
    crossingCard: null,
    spreadTypeName: 'THREE_CARD',
    specialReadingId: -1,
    includeVisualDescriptions: false,
    allowReversed: true,
    shuffleId: commitment.shuffleId,
    ...overrides,
  };
}

/** A bonus reading start as the bonus draw page sends it: the template's cards, picked from a fresh shuffle. */
export function specialReadingRequest(
  server: UserAgent,
  user: TestUser,
  special: Pick<SpecialReading, 'id' | 'cards'>,
  overrides: Partial<ReadingRequest> = {},
): Promise<ReadingRequest> {
  return readingRequest(server, user, {
    general: true,
    question: '',
    cards: special.cards,
    selectedCards: Array.from({ length: special.cards }, (_, index) => index * 7),
    spreadTypeName: SPECIAL_SPREAD_NAME,
    specialReadingId: special.id,
    ...overrides,
  });
}

/** Starts a reading with `payload` sent as is: a request, or one the contract refuses. */
export const startReading = async (server: UserAgent, user: TestUser, payload: unknown) =>
  (await call(server, user, start, { params: { kind: 'reading' }, body: payload as ReadingRequest })).response;

/** Polls the reading until it leaves the queue and the model (QUEUED, GENERATING). */
export async function waitForReading(server: UserAgent, user: TestUser, id: string): Promise<Reading> {
  for (;;) {
    const { status, body: reading, response } = await call(server, user, getReading, { params: { id } });
    if (status !== 200) throw new Error(`get_reading: ${status} ${response.body}`);
    if (!IN_PROGRESS_STATUSES.includes(reading.status)) return reading;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sets a user's gems (regular and extra) directly, as an admin grant would. */
export async function setGems(server: TestServer, user: TestUser, gems: { points: number; extraPoints?: number }) {
  await call(server, user, getPoints);
  await server.services.database.db
    .update(points)
    .set({ points: gems.points, extraPoints: gems.extraPoints ?? 0, lastUpdate: new Date(), carryOverMilliseconds: 0 })
    .where(eq(points.userId, user.id));
}
