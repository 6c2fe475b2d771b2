import type { JournalItem, JournalPage, OutcomeHelped } from '#common/api/journal.ts';
import type { Answer, Clarifier, ReadingStatus } from '#common/api/readings.ts';
import type { SafetyAnswer } from '#common/api/safety.ts';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { deckCardId } from '#common/cards/decks.ts';

/** A card as drawn: its catalogue slug, upright unless `reversed`. */
export type DrawSpec = string | { slug: string; reversed: boolean };

/** A clarifier of a fixture reading: its cards, and whether it was replaced by the safety screen or failed. */
export interface ClarifierSpec {
  cards: DrawSpec[];
  safety?: boolean;
  status?: ReadingStatus;
}

/** What a fixture journal item is made of; everything but the cards has a default (no entry written). */
export interface ItemSpec {
  id?: string;
  cards: DrawSpec[];
  createdAt?: number;
  question?: string;
  allowReversed?: boolean;
  deckId?: number;
  clarifiers?: ClarifierSpec[];
  /** Replaced by the safety screen: kept as the safe answer, its cards meaningless. */
  safety?: boolean;
  tags?: string[];
  moodBefore?: number | null;
  moodAfter?: number | null;
  /** The check-in's answer: undefined for none, null for an answer that did not say whether it helped. */
  helped?: OutcomeHelped | null;
}

const SAFE_ANSWER: SafetyAnswer = { concern: 'self', language: 'en', title: 'You matter', paragraphs: ['A reading cannot answer this.'] };

const drawOf = (spec: DrawSpec) => (typeof spec === 'string' ? { slug: spec, reversed: false } : spec);

function answersOf(cards: readonly DrawSpec[], deckId: number, prefix: string): Answer[] {
  return cards.map((spec, index) => {
    const { slug, reversed } = drawOf(spec);
    return { answerUuid: `${prefix}-${index}`, cardId: deckCardId(deckId, slug), reversed, text: `Answer ${index + 1}.` };
  });
}

/**
 * A saved reading of the journal with its entry, drawn exactly as `spec` says (no shuffle: the insights read the cards
 * as laid, so a test names them).
 */
export function journalItem(spec: ItemSpec): JournalItem {
  const id = spec.id ?? 'reading-1';
  const deckId = spec.deckId ?? 1;
  const answers = answersOf(spec.cards, deckId, `${id}-answer`);
  const clarifiers: Clarifier[] = (spec.clarifiers ?? []).map((clarifier, index) => ({
    clarifierForAnswerUuid: answers[0]?.answerUuid ?? 'none',
    selectedCards: clarifier.cards.map((_, position) => position),
    crossingCard: null,
    awnsers: answersOf(clarifier.cards, deckId, `${id}-clarifier-${index}`),
    position: index + 1,
    status: clarifier.status ?? 'SAVED',
    question: 'And then?',
    ...(clarifier.safety ? { safety: SAFE_ANSWER } : {}),
  }));
  const question = spec.question ?? '';
  return {
    reading: {
      id,
      request: {
        general: question === '',
        question,
        awnsers: [],
        cards: spec.cards.length,
        crossing: false,
        deckId,
        selectedCards: spec.cards.map((_, position) => position),
        crossingCard: null,
        spreadTypeName: 'FREE',
        specialReadingId: -1,
        includeVisualDescriptions: false,
        allowReversed: spec.allowReversed ?? true,
      },
      cost: 3,
      status: 'SAVED',
      saved: true,
      version: 1,
      title: `Reading ${id}`,
      summary: 'A summary.',
      createdAt: spec.createdAt ?? new Date(2026, 2, 10).getTime(),
      shuffles: [{ id: `${id}-shuffle`, deckId, cardIds: CATALOGUE.map((card) => deckCardId(deckId, card.slug)) }],
      spread: { selectedCards: spec.cards.map((_, position) => position), crossingCard: null, awnsers: answers },
      clarifiers,
      seed: 'ab'.repeat(32),
      commitment: 'cd'.repeat(32),
      ...(spec.safety ? { safety: SAFE_ANSWER } : {}),
    },
    entry: {
      readingId: id,
      // Version 0 is an entry never written, as the server answers for a reading without one.
      version: spec.tags !== undefined || spec.moodBefore != null || spec.moodAfter != null || spec.helped !== undefined ? 1 : 0,
      updatedAt: null,
      checkIn: null,
      reflection: '',
      moodBefore: spec.moodBefore ?? null,
      moodAfter: spec.moodAfter ?? null,
      tags: spec.tags ?? [],
      outcome: spec.helped === undefined ? null : { answer: 'It went as it went.', helped: spec.helped, answeredAt: Date.UTC(2026, 3, 1) },
    },
  };
}

/** `count` items, each made by `make` from its index (ids `r0`, `r1` …). */
export function journalItems(count: number, make: (index: number) => Omit<ItemSpec, 'id'>): JournalItem[] {
  return Array.from({ length: count }, (_, index) => journalItem({ id: `r${index}`, ...make(index) }));
}

/** The slugs of the 78 cards, in catalogue order: majors, wands, cups, swords, pentacles. */
export const ALL_SLUGS: readonly string[] = CATALOGUE.map((card) => card.slug);

/** The journal as pages of `size`, as the server answers them: newest first, each with the next page's cursor. */
export function journalPages(items: readonly JournalItem[], size: number): JournalPage[] {
  const pages: JournalPage[] = [];
  for (let start = 0; start < Math.max(items.length, 1); start += size) {
    const end = start + size;
    pages.push({ items: items.slice(start, end), next: end < items.length ? `page-${pages.length + 1}` : null, total: items.length });
  }
  return pages;
}
