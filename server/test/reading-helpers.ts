import { eq } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES, type Reading, type ReadingRequest } from '#common/api/readings.ts';
import type { SpecialReading } from '#common/api/special-readings.ts';
import { SPECIAL_SPREAD_NAME } from '#common/domain/spreads.ts';
import { points } from '#server/db/schema/points.ts';
import type { TestServer, TestUser, UserAgent } from './test-server.ts';

/** A three-card reading request as the draw page sends it, with a fresh commitment. */
export async function readingRequest(server: UserAgent, user: TestUser, overrides: Partial<ReadingRequest> = {}): Promise<ReadingRequest> {
  const commitment = (await server.request({ method: 'GET', url: '/v1/reading/commitment', user })).json<{ shuffleId: string }>();
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

export const startReading = (server: UserAgent, user: TestUser, payload: unknown) =>
  server.request({ method: 'POST', url: '/v1/reading/start/reading', user, payload: payload as Record<string, unknown> });

/** Polls the reading until it leaves the queue and the model (QUEUED, GENERATING). */
export async function waitForReading(server: UserAgent, user: TestUser, id: string): Promise<Reading> {
  for (;;) {
    const response = await server.request({ method: 'GET', url: `/v1/reading/get_reading/${id}`, user });
    if (response.statusCode !== 200) throw new Error(`get_reading: ${response.statusCode} ${response.body}`);
    const reading = response.json<Reading>();
    if (!IN_PROGRESS_STATUSES.includes(reading.status)) return reading;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sets a user's gems (regular and extra) directly, as an admin grant would. */
export async function setGems(server: TestServer, user: TestUser, gems: { points: number; extraPoints?: number }) {
  await server.request({ method: 'GET', url: '/v1/points/get', user });
  await server.services.database.db
    .update(points)
    .set({ points: gems.points, extraPoints: gems.extraPoints ?? 0, lastUpdate: new Date(), carryOverMilliseconds: 0 })
    .where(eq(points.userId, user.id));
}
