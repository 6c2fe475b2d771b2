import * as z from 'zod/mini';
// zod/mini's `default`, which a module cannot export under that name.
import { _default as withDefault } from 'zod/mini';
import {
  JOURNAL_MAX_TAGS,
  JOURNAL_OUTCOME_MAX_LENGTH,
  JOURNAL_PAGE_SIZE,
  JOURNAL_REFLECTION_MAX_LENGTH,
  JOURNAL_TAG_MAX_LENGTH,
} from '../limits.ts';
import { CHECK_IN_DELAYS, MOOD_MAX, MOOD_MIN, OUTCOME_HELPED } from '../domain/journal.ts';
import { defineEndpoint } from './endpoint.ts';
import { ReadingIdParams, ReadingSchema } from './readings.ts';
import { dbText } from './text.ts';

/*
 * The journal (docs/product.md#the-journal): what a user writes on a saved reading. Everything written here is sealed
 * to the user's key like the reading itself (docs/architecture.md#sealed-readings); only when a check-in is due is
 * plain, so the server can ask at that date.
 */

/** A mood on a five-step scale, from heavy (1) to bright (5); null when not given. */
export const MoodSchema = z.nullable(z.number().check(z.int(), z.minimum(MOOD_MIN), z.maximum(MOOD_MAX)));
export type Mood = z.infer<typeof MoodSchema>;

/** A user's tag: trimmed, not empty, at most JOURNAL_TAG_MAX_LENGTH characters. */
export const TagSchema = dbText('A tag').check(
  z.trim(),
  z.minLength(1, 'A tag must not be empty'),
  z.maxLength(JOURNAL_TAG_MAX_LENGTH, `A tag must be at most ${JOURNAL_TAG_MAX_LENGTH} characters`),
);

/** Whether the reading helped, as the user answers a check-in. */
export const OutcomeHelpedSchema = z.enum(OUTCOME_HELPED);
export type OutcomeHelped = z.infer<typeof OutcomeHelpedSchema>;

/** How it turned out: the user's short answer to a check-in, and whether the reading helped. */
export const OutcomeSchema = z.object({
  answer: dbText('The answer').check(z.maxLength(JOURNAL_OUTCOME_MAX_LENGTH, `The answer must be at most ${JOURNAL_OUTCOME_MAX_LENGTH} characters`)),
  helped: z.nullable(OutcomeHelpedSchema),
  /** Epoch ms. */
  answeredAt: z.number().check(z.int()),
});
export type Outcome = z.infer<typeof OutcomeSchema>;

/** What the user writes on a reading, as one version of it. */
export const JournalContentSchema = z.object({
  /** Markdown-lite (docs/product.md#the-journal): paragraphs, *emphasis*, **strong** and lists, rendered as text. */
  reflection: z.string(),
  moodBefore: MoodSchema,
  moodAfter: MoodSchema,
  tags: z.array(z.string()),
  outcome: z.nullable(OutcomeSchema),
});
export type JournalContent = z.infer<typeof JournalContentSchema>;

/** When a check-in asks "How did it turn out?", and whether it also asks by email. */
export const CheckInSchema = z.object({ dueAt: z.number().check(z.int()), byEmail: z.boolean() });
export type CheckIn = z.infer<typeof CheckInSchema>;

/** A reading's journal entry; version 0, with nothing written, for a reading that has none yet. */
export const JournalEntrySchema = z.extend(JournalContentSchema, {
  readingId: z.string(),
  /** Counts the saves; an edit names the version it started from. */
  version: z.number().check(z.int(), z.nonnegative()),
  /** Epoch ms of the last save; null before the first. */
  updatedAt: z.nullable(z.number().check(z.int())),
  /** The pending check-in; null when none is asked for or it was answered. */
  checkIn: z.nullable(CheckInSchema),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/** The body of {@link saveJournalEntry}: the whole entry as edited, and the version the edit started from. */
export const JournalEntryInputSchema = z.object({
  reflection: withDefault(
    dbText('The reflection').check(z.maxLength(JOURNAL_REFLECTION_MAX_LENGTH, `The reflection must be at most ${JOURNAL_REFLECTION_MAX_LENGTH} characters`)),
    '',
  ),
  moodBefore: withDefault(MoodSchema, null),
  moodAfter: withDefault(MoodSchema, null),
  tags: withDefault(z.array(TagSchema).check(z.maxLength(JOURNAL_MAX_TAGS, `At most ${JOURNAL_MAX_TAGS} tags`)), []),
  /** The version the edit started from: a save over a newer version is refused (409), so two tabs never silently overwrite. */
  baseVersion: z.number().check(z.int(), z.nonnegative()),
});
export type JournalEntryInput = z.input<typeof JournalEntryInputSchema>;

/** A check-in delay, or null to ask nothing. */
export const CheckInDelaySchema = z.enum(CHECK_IN_DELAYS);
export type CheckInDelay = z.infer<typeof CheckInDelaySchema>;
export const CheckInInputSchema = z.object({ delay: z.nullable(CheckInDelaySchema), byEmail: withDefault(z.boolean(), false) });
export type CheckInInput = z.input<typeof CheckInInputSchema>;

/** The body of {@link answerCheckIn}. */
export const OutcomeInputSchema = z.object({
  answer: dbText('The answer').check(
    z.trim(),
    z.minLength(1, 'Say in a few words how it turned out'),
    z.maxLength(JOURNAL_OUTCOME_MAX_LENGTH, `The answer must be at most ${JOURNAL_OUTCOME_MAX_LENGTH} characters`),
  ),
  helped: withDefault(z.nullable(OutcomeHelpedSchema), null),
});
export type OutcomeInput = z.input<typeof OutcomeInputSchema>;

/** One earlier version of an entry, as it was saved. */
export const JournalVersionSchema = z.extend(JournalContentSchema, {
  version: z.number().check(z.int(), z.nonnegative()),
  savedAt: z.number().check(z.int()),
});
export type JournalVersion = z.infer<typeof JournalVersionSchema>;
export const JournalHistorySchema = z.object({ versions: z.array(JournalVersionSchema) });

/** A page of the journal: saved readings, newest saved first, each with its entry. */
export const JournalPageQuery = z.object({
  /** Where the page starts: the `next` of the page before; the first page without it. */
  after: z.optional(dbText('The page cursor').check(z.minLength(1), z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(JOURNAL_PAGE_SIZE))),
});
export const JournalItemSchema = z.object({ reading: ReadingSchema, entry: JournalEntrySchema });
export type JournalItem = z.infer<typeof JournalItemSchema>;
export const JournalPageSchema = z.object({
  items: z.array(JournalItemSchema),
  /** The cursor of the next page; null on the last. */
  next: z.nullable(z.string()),
  /** How many saved readings there are in all. */
  total: z.number().check(z.int(), z.nonnegative()),
});
export type JournalPage = z.infer<typeof JournalPageSchema>;

/** A check-in that has come due: which reading, and since when. Nothing of what was written. */
export const DueCheckInSchema = z.object({ readingId: z.string(), dueAt: z.number().check(z.int()) });
export const DueCheckInsSchema = z.object({ due: z.array(DueCheckInSchema) });
export type DueCheckIn = z.infer<typeof DueCheckInSchema>;

/** A page of saved readings with their entries; the session must be unlocked. */
export const getJournalPage = defineEndpoint({ method: 'GET', path: '/v1/journal/page', query: JournalPageQuery, response: JournalPageSchema });

/** A saved reading's entry (version 0 when nothing is written yet). */
export const getJournalEntry = defineEndpoint({ method: 'GET', path: '/v1/journal/entry/:id', params: ReadingIdParams, response: JournalEntrySchema });

/** Saves the entry as edited; the version before it joins the history (the last JOURNAL_HISTORY_VERSIONS are kept). */
export const saveJournalEntry = defineEndpoint({
  method: 'PUT',
  path: '/v1/journal/entry/:id',
  params: ReadingIdParams,
  body: JournalEntryInputSchema,
  response: JournalEntrySchema,
});

/** The entry's earlier versions, newest first. */
export const getJournalHistory = defineEndpoint({ method: 'GET', path: '/v1/journal/entry/:id/history', params: ReadingIdParams, response: JournalHistorySchema });

/** Asks "How did it turn out?" after a delay from now, or asks nothing (`delay: null`). */
export const setCheckIn = defineEndpoint({
  method: 'PUT',
  path: '/v1/journal/check-in/:id',
  params: ReadingIdParams,
  body: CheckInInputSchema,
  response: JournalEntrySchema,
});

/** Answers the reading's check-in (or records an outcome unasked): the pending check-in ends. */
export const answerCheckIn = defineEndpoint({
  method: 'POST',
  path: '/v1/journal/outcome/:id',
  params: ReadingIdParams,
  body: OutcomeInputSchema,
  response: JournalEntrySchema,
});

/** The user's check-ins that have come due and are not answered yet, oldest first. */
export const getDueCheckIns = defineEndpoint({ method: 'GET', path: '/v1/journal/check-ins/due', response: DueCheckInsSchema });
