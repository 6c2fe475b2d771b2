import { randomUUID } from 'node:crypto';
import { reading } from '#server/db/schema/readings.ts';
import { loadPublicKey } from '#server/encryption/public-key.ts';
import { sealRequest, sealResult } from '#server/readings/sealed.ts';
import type { TestServer, TestUser } from './test-server.ts';

/** A reading as `insertReadings` stores it: its id, title and when it was saved (null: not saved). */
export interface InsertedReading {
  id: string;
  title: string;
  savedAt: Date | null;
}

/**
 * Written readings of `user` (who has a key), sealed to their key and inserted directly: many readings cost no model
 * calls. Each is saved at `savedAt(index)`, or not saved when it gives null.
 */
export async function insertReadings(server: TestServer, user: TestUser, count: number, savedAt: (index: number) => Date | null): Promise<InsertedReading[]> {
  const publicKey = await loadPublicKey(server.services.database.db, user.id);
  if (!publicKey) throw new Error('insertReadings needs a user with an encryption key');
  const readings = Array.from({ length: count }, (_, index) => ({ id: randomUUID(), title: `Reading number ${index}`, savedAt: savedAt(index) }));
  await server.services.database.db.insert(reading).values(
    readings.map(({ id, title, savedAt: saved }, index) => ({
      id,
      userId: user.id,
      status: saved ? ('SAVED' as const) : ('ACTIVE' as const),
      kind: 'reading' as const,
      cost: 1,
      sealedRequest: sealRequest(publicKey, id, {
        request: {
          general: false,
          question: `Question number ${index}?`,
          awnsers: [],
          cards: 1,
          crossing: false,
          deckId: 1,
          selectedCards: [index % 78],
          crossingCard: null,
          spreadTypeName: 'GENERAL',
          specialReadingId: -1,
          includeVisualDescriptions: false,
          allowReversed: true,
        },
        shuffle: { id: `shuffle-${id}`, deckId: 1, cardIds: [] },
        seed: '00',
        commitment: '00',
        drawn: [{ answerUuid: randomUUID(), cardId: '1-the-star', reversed: false, crossing: false }],
      }),
      sealedResult: sealResult(publicKey, id, { title, summary: 'A summary.', answers: [], clarifiers: [] }),
      savedAt: saved,
      writtenAt: new Date(),
    })),
  );
  return readings;
}

/** One saved reading of `user`, inserted as {@link insertReadings} does. */
export async function insertSavedReading(server: TestServer, user: TestUser): Promise<string> {
  const [saved] = await insertReadings(server, user, 1, () => new Date());
  return saved!.id;
}
