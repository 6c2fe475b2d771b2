import type { Declaration, ResponseOf } from '#common/api/endpoint.ts';
import {
  canSaveReading,
  deleteActiveReading,
  deleteReading,
  getActiveReading,
  getReading,
  getReadingIds,
  getReadingInfo,
  getSpreadTypes,
  hasActiveReading,
  type Reading,
  type ReadingInfo,
  saveReading,
  setActiveReading,
} from '#common/api/readings.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { type ApiRefusal, type ApiRoute, mockApi, refusal } from '#client/test/mock-api.ts';
import { buildReading } from '#client/test/reading-fixture.ts';

type Success = ResponseOf<typeof setActiveReading>;

/** What the server answers about the saved readings, by reading id where the call names one; a test may change it. */
export interface SavedAnswers {
  ids: string[];
  info: Record<string, ReadingInfo | ApiRefusal>;
  readings: Record<string, Reading>;
  setActive: Record<string, Success | ApiRefusal>;
  deleted: Record<string, Success | ApiRefusal>;
}

/** Two saved readings, newest first: "The Turning Tide" (r2) and "A Long Road" (r1, a Celtic Cross). */
export async function savedReadings(): Promise<SavedAnswers> {
  return {
    ids: ['r2', 'r1'],
    info: {
      r2: { id: 'r2', title: 'The Turning Tide', summary: 'Letting go.' },
      r1: { id: 'r1', title: 'A Long Road', summary: 'Patience.' },
    },
    readings: {
      r2: await buildReading({ id: 'r2', status: 'SAVED', saved: true }),
      r1: await buildReading({ id: 'r1', status: 'SAVED', saved: true, question: 'Where does the long road lead?', spreadTypeName: 'CELTIC_CROSS', cards: 9, crossing: true }),
    },
    setActive: { r1: { success: true } },
    deleted: { r2: { success: true } },
  };
}

const NOT_FOUND = refusal(404, { error: 'not_found', message: 'No such reading' });

/** Answers a call naming a reading by its id from `answers`, and an id they do not hold as not found. */
const byId =
  <T,>(answers: () => Record<string, T>) =>
  ({ params }: { params: { id: string } }) =>
    answers()[params.id] ?? NOT_FOUND;

/** Answers the saved readings' calls from `answers`, read at each call; the `first` routes come before them. */
export function serveSaved(answers: SavedAnswers, first: readonly ApiRoute<Declaration>[] = []) {
  return mockApi([
    ...first,
    [getReadingIds, () => ({ ids: answers.ids })],
    [getReadingInfo, byId(() => answers.info)],
    [getReading, byId(() => answers.readings)],
    [setActiveReading, byId(() => answers.setActive)],
    [deleteReading, byId(() => answers.deleted)],
    [getSpreadTypes, [...SPREAD_TYPES]],
    [hasActiveReading, { hasActiveReading: true }],
    [canSaveReading, { canSave: true }],
  ]);
}

/** What the server says when an unsaved reading is in the way of another. */
export const IN_THE_WAY = 'Save or discard your current reading before opening another.';

/** The saved readings, an unsaved finished one active, and set_active answering 409 until `answers.setActive` changes. */
export async function blockedByActive() {
  const answers = await savedReadings();
  answers.setActive.r1 = refusal(409, { error: 'reading_in_progress', message: IN_THE_WAY });
  const api = serveSaved(answers, [
    [getActiveReading, await buildReading({ id: 'r9', status: 'ACTIVE', saved: false })],
    [saveReading, { success: true }],
    [deleteActiveReading, { success: true }],
  ]);
  const calls = (declaration: Declaration) => api.requests(declaration).length;
  return { answers, calls };
}
