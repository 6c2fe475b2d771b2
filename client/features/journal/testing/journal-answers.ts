import {
  answerCheckIn,
  getJournalEntry,
  getJournalHistory,
  saveJournalEntry,
  setCheckIn,
  type JournalEntry,
  type JournalVersion,
} from '#common/api/journal.ts';
import { checkInDueAt } from '#common/domain/journal.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { emptyEntry } from './journal-items.ts';

/** What the server says when a save starts from an older version than the one it holds. */
export const CONFLICT_MESSAGE = 'This entry was changed somewhere else since you started editing.';

/** Reading r1's entry: nothing written unless told. */
export const entryOf = (overrides: Partial<JournalEntry> = {}): JournalEntry => ({ ...emptyEntry('r1'), ...overrides });

/** An earlier version of r1's entry. */
export const versionOf = (version: number, reflection: string, savedAt: number): JournalVersion => ({
  version,
  reflection,
  moodBefore: null,
  moodAfter: null,
  tags: [],
  outcome: null,
  savedAt,
});

/**
 * A server holding r1's entry in `state.entry`, answering as the contract says: a save names its base version (a stale
 * one is refused with 409), a check-in is set from `now`, an outcome ends the pending check-in. A test may change the
 * entry meanwhile, as another tab would.
 */
export function serveJournal(initial: JournalEntry, { history = [], now = Date.now() }: { history?: JournalVersion[]; now?: number } = {}) {
  const state = { entry: initial };
  const api = mockApi([
    [getJournalEntry, () => state.entry],
    [
      saveJournalEntry,
      ({ body }) => {
        if (body.baseVersion !== state.entry.version) return refusal(409, { error: 'journal_conflict', message: CONFLICT_MESSAGE });
        const { baseVersion, ...content } = body;
        state.entry = { ...state.entry, ...content, version: baseVersion + 1, updatedAt: now };
        return state.entry;
      },
    ],
    [getJournalHistory, { versions: history }],
    [
      setCheckIn,
      ({ body }) => {
        state.entry = { ...state.entry, checkIn: body.delay === null ? null : { dueAt: checkInDueAt(now, body.delay), byEmail: body.byEmail ?? false } };
        return state.entry;
      },
    ],
    [
      answerCheckIn,
      ({ body }) => {
        state.entry = { ...state.entry, checkIn: null, outcome: { answer: body.answer, helped: body.helped ?? null, answeredAt: now } };
        return state.entry;
      },
    ],
  ]);
  return { api, state };
}
