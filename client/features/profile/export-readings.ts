import type { JournalEntry } from '#common/api/journal.ts';
import type { Answer, Clarifier, Reading, SpreadType } from '#common/api/readings.ts';
import { FREE_DECK_ID, findDeck, parseDeckCardId } from '#common/cards/decks.ts';
import { moodLabel, OUTCOME_HELPED_LABELS } from '#common/domain/journal.ts';
import { findSpreadType, specialSpreadType } from '#common/domain/spreads.ts';

/*
 * "Download my readings" (docs/product.md#profile): the saved readings, already opened by the server for this unlocked
 * session, turned into a Markdown file to read and a JSON file to keep. Pure functions of the readings: nothing here
 * stores them (docs/decisions/0014).
 */

/** One card of an exported reading or clarifier. */
export interface ExportedCard {
  position: string;
  card: string;
  orientation: 'upright' | 'reversed';
  /** What the reading says about the card; empty when it was never written. */
  answer: string;
}

/** One clarifier of an exported reading. */
export interface ExportedClarifier {
  /** The card of the reading it was asked about. */
  clarifies: string;
  /** The follow-up question; null when the clarifier asked what the card adds. */
  question: string | null;
  summary: string;
  cards: ExportedCard[];
}

/** What the user wrote on a reading (docs/product.md#the-journal), as the export holds it. */
export interface ExportedJournal {
  /** Markdown-lite, as written. */
  reflection: string;
  /** Moods in words (Heavy … Bright); null when not given. */
  moodBefore: string | null;
  moodAfter: string | null;
  tags: string[];
  outcome: { answer: string; helped: string | null; answeredAt: string } | null;
  /** When a check-in will ask how it turned out, as an ISO 8601 instant; null when none is set. */
  checkInDue: string | null;
}

/** One reading as the JSON export holds it. */
export interface ExportedReading {
  id: string;
  title: string;
  /** When it was drawn, as an ISO 8601 instant. */
  createdAt: string;
  spread: string;
  deck: string;
  /** The question asked; null for a general reading. */
  question: string | null;
  cards: ExportedCard[];
  summary: string;
  clarifiers: ExportedClarifier[];
  /** Null when nothing was written on it. */
  journal: ExportedJournal | null;
}

/** The JSON file: when it was made and every reading, newest first as My Readings lists them. */
export interface ReadingsExport {
  exportedAt: string;
  readings: ExportedReading[];
}

/** How to write dates in the Markdown file: the reader's locale and time zone (tests pin both). */
export interface DateStyle {
  locale?: string;
  timeZone?: string;
}

const NOT_FOUND = 'Card not found in deck';

const orientation = (answer: Answer): ExportedCard['orientation'] => (answer.reversed ? 'reversed' : 'upright');

const cardName = (answer: Answer): string => parseDeckCardId(answer.cardId)?.card.name ?? NOT_FOUND;

/**
 * The spread a reading was laid in, as the result page finds it: a bonus reading's own positions, else the server's
 * list when the page has it, else the built-in one (the same definitions).
 */
function spreadOf(reading: Reading, spreadTypes: readonly SpreadType[] | undefined): SpreadType | undefined {
  if (reading.special) return specialSpreadType(reading.special.title, reading.special.positions);
  const name = reading.request.spreadTypeName;
  return spreadTypes?.find((spread) => spread.name === name) ?? findSpreadType(name);
}

/** The reading's cards with their positions, named as the result page names them (a crossing card lies last). */
function exportCards(reading: Reading, spread: SpreadType | undefined): ExportedCard[] {
  const { cards, crossing } = reading.request;
  return reading.spread.awnsers.map((answer, index) => {
    const isCrossing = crossing && index === cards;
    const position = isCrossing ? spread?.crossingPosition : spread?.positions[index];
    return {
      position: position?.name ?? (isCrossing ? 'What crosses' : `Card ${index + 1}`),
      card: cardName(answer),
      orientation: orientation(answer),
      answer: answer.text ?? '',
    };
  });
}

function exportClarifier(clarifier: Clarifier, cards: readonly ExportedCard[], answers: readonly Answer[]): ExportedClarifier {
  const index = answers.findIndex((answer) => answer.answerUuid === clarifier.clarifierForAnswerUuid);
  const target = cards[index];
  const crossingIndex = clarifier.crossingCard === null ? -1 : clarifier.awnsers.length - 1;
  return {
    clarifies: target ? `${target.position}: ${target.card}` : 'A card of this reading',
    question: clarifier.question?.trim() || null,
    summary: clarifier.summary ?? '',
    cards: clarifier.awnsers.map((answer, cardIndex) => ({
      position: cardIndex === crossingIndex ? 'What crosses it' : 'The clarifier',
      card: cardName(answer),
      orientation: orientation(answer),
      answer: answer.text ?? '',
    })),
  };
}

const toIso = (time: number) => new Date(time).toISOString();

/** A journal entry as the export holds it; null when nothing was written and no check-in is set. */
function exportJournal(entry: JournalEntry | undefined): ExportedJournal | null {
  if (!entry || (entry.version === 0 && entry.checkIn === null)) return null;
  return {
    reflection: entry.reflection,
    moodBefore: moodLabel(entry.moodBefore) ?? null,
    moodAfter: moodLabel(entry.moodAfter) ?? null,
    tags: entry.tags,
    outcome: entry.outcome && {
      answer: entry.outcome.answer,
      helped: entry.outcome.helped && OUTCOME_HELPED_LABELS[entry.outcome.helped],
      answeredAt: toIso(entry.outcome.answeredAt),
    },
    checkInDue: entry.checkIn && toIso(entry.checkIn.dueAt),
  };
}

/**
 * One reading as the export holds it, with its journal entry. `spreadTypes` is the server's list when the page has it
 * (the built-in one otherwise, the same definitions). Clarifiers that failed were refunded and hold nothing, so they
 * are left out.
 */
export function exportReading(reading: Reading, spreadTypes?: readonly SpreadType[], entry?: JournalEntry): ExportedReading {
  const spread = spreadOf(reading, spreadTypes);
  const cards = exportCards(reading, spread);
  const question = reading.request.question.trim();
  // A request's deckId of -1 means the free deck (the draw's shuffle, when there is one, says which deck it was).
  const deckId = reading.shuffles[0]?.deckId ?? (reading.request.deckId === -1 ? FREE_DECK_ID : reading.request.deckId);
  return {
    id: reading.id,
    title: reading.title,
    createdAt: new Date(reading.createdAt).toISOString(),
    spread: spread?.label ?? reading.request.spreadTypeName,
    deck: findDeck(deckId)?.name ?? `Deck ${deckId}`,
    question: reading.request.general || question === '' ? null : question,
    cards,
    summary: reading.summary,
    clarifiers: reading.clarifiers
      .filter((clarifier) => clarifier.status !== 'FAILED')
      .map((clarifier) => exportClarifier(clarifier, cards, reading.spread.awnsers)),
    journal: exportJournal(entry),
  };
}

/** The JSON file's content, pretty-printed so it reads in any text editor. */
export function readingsToJson(readings: readonly ExportedReading[], exportedAt: Date): string {
  const file: ReadingsExport = { exportedAt: exportedAt.toISOString(), readings: [...readings] };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A single line for a heading or a list item: line breaks in what a user typed would break the Markdown's shape. */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

/** A paragraph, or an honest note when the text was never written. */
const paragraph = (text: string): string => text.trim() || '_Not written._';

function cardLines(cards: readonly ExportedCard[], level: string): string[] {
  return cards.flatMap((card) => [
    `${level} ${oneLine(card.position)}: ${oneLine(card.card)}${card.orientation === 'reversed' ? ' (reversed)' : ''}`,
    '',
    paragraph(card.answer),
    '',
  ]);
}

function clarifierLines(clarifier: ExportedClarifier, position: number): string[] {
  return [
    `#### Clarifier ${position}, on ${oneLine(clarifier.clarifies)}`,
    '',
    `> ${clarifier.question === null ? 'What does this card add?' : oneLine(clarifier.question)}`,
    '',
    ...cardLines(clarifier.cards, '#####'),
    ...(clarifier.summary.trim() === '' ? [] : [clarifier.summary.trim(), '']),
  ];
}

function journalLines(journal: ExportedJournal, formatDate: (iso: string) => string): string[] {
  const facts = [
    ...(journal.moodBefore === null ? [] : [`- Mood before: ${journal.moodBefore}`]),
    ...(journal.moodAfter === null ? [] : [`- Mood after: ${journal.moodAfter}`]),
    ...(journal.tags.length === 0 ? [] : [`- Tags: ${journal.tags.map(oneLine).join(', ')}`]),
    ...(journal.checkInDue === null ? [] : [`- Check-in: ${formatDate(journal.checkInDue)}`]),
  ];
  const outcome = journal.outcome;
  return [
    '### Journal',
    '',
    ...(journal.reflection.trim() === '' ? [] : [journal.reflection.trim(), '']),
    ...(facts.length === 0 ? [] : [...facts, '']),
    ...(outcome === null
      ? []
      : ['#### How it turned out', '', `_${formatDate(outcome.answeredAt)}${outcome.helped === null ? '' : ` · ${outcome.helped}`}_`, '', outcome.answer.trim(), '']),
  ];
}

function readingLines(reading: ExportedReading, formatDate: (iso: string) => string): string[] {
  return [
    `## ${oneLine(reading.title) || 'Untitled reading'}`,
    '',
    `- Date: ${formatDate(reading.createdAt)}`,
    `- Spread: ${oneLine(reading.spread)}`,
    `- Deck: ${oneLine(reading.deck)}`,
    `- Question: ${reading.question === null ? 'General reading, no question asked' : oneLine(reading.question)}`,
    '',
    '### Cards',
    '',
    ...cardLines(reading.cards, '####'),
    '### Summary',
    '',
    paragraph(reading.summary),
    '',
    ...(reading.clarifiers.length === 0 ? [] : ['### Clarifiers', '', ...reading.clarifiers.flatMap((clarifier, index) => clarifierLines(clarifier, index + 1))]),
    ...(reading.journal === null ? [] : journalLines(reading.journal, formatDate)),
  ];
}

/** The Markdown file's content: a heading, then each reading with its cards, summary, clarifiers and journal. */
export function readingsToMarkdown(readings: readonly ExportedReading[], exportedAt: Date, style: DateStyle = {}): string {
  const dates = new Intl.DateTimeFormat(style.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: style.timeZone });
  const formatDate = (iso: string) => dates.format(new Date(iso));
  const count = `${readings.length} ${readings.length === 1 ? 'reading' : 'readings'}`;
  const lines = [
    '# My Arcana readings',
    '',
    `Exported ${formatDate(exportedAt.toISOString())}, ${count}. Readings are for entertainment and reflection.`,
    '',
    ...readings.flatMap((reading) => ['---', '', ...readingLines(reading, formatDate)]),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `arcana-readings-YYYY-MM-DD.{extension}`, by the reader's own calendar date. */
export function exportFileName(date: Date, extension: 'md' | 'json'): string {
  return `arcana-readings-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.${extension}`;
}
