import { SpecialReadingInputSchema, type AdminSpecialReading, type SpecialReadingInput } from '#common/api/admin.ts';
import { MAX_READING_CARDS } from '#common/limits.ts';
import { checkInput, type FieldErrors } from '../forms/field-errors.ts';
import { fromLocalInput, toLocalInput } from './datetime-local.ts';

/** One position as the form edits it; `key` keeps its row (and focus) while positions move. */
export interface PositionDraft {
  key: number;
  name: string;
  meaning: string;
}

/** A template as the form edits it: text as typed, times as the datetime-local boxes hold them. */
export interface TemplateDraft {
  title: string;
  description: string;
  prompt: string;
  flatCost: string;
  positions: PositionDraft[];
  availableFrom: string;
  availableUntil: string;
  enabled: boolean;
}

let nextKey = 0;
export const newPosition = (name = '', meaning = ''): PositionDraft => ({ key: nextKey++, name, meaning });

export const emptyDraft = (): TemplateDraft => ({
  title: '',
  description: '',
  prompt: '',
  flatCost: '',
  positions: [newPosition()],
  availableFrom: '',
  availableUntil: '',
  enabled: true,
});

export const draftOf = (template: AdminSpecialReading): TemplateDraft => ({
  title: template.title,
  description: template.description,
  prompt: template.prompt,
  flatCost: String(template.flatCost),
  positions: template.positions.map(({ name, meaning }) => newPosition(name, meaning)),
  availableFrom: toLocalInput(template.availableFrom),
  availableUntil: toLocalInput(template.availableUntil),
  enabled: template.enabled,
});

export const canAddPosition = (draft: TemplateDraft): boolean => draft.positions.length < MAX_READING_CARDS;

/** The positions with the one at `index` moved by `step` (-1 up, 1 down); unchanged at either end. */
export function movePosition(positions: readonly PositionDraft[], index: number, step: -1 | 1): PositionDraft[] {
  const target = index + step;
  const moved = [...positions];
  const [position] = moved.splice(index, 1);
  if (position === undefined || target < 0 || target > positions.length - 1) return [...positions];
  moved.splice(target, 0, position);
  return moved;
}

const MESSAGES = {
  price: 'Enter the price in whole gems, from 1 to 100.',
  time: 'Enter a full date and time, or leave it empty.',
  window: 'The end must come after the start',
} as const;

/**
 * The draft checked as the server checks a template (common/api/admin.ts), with plainer words where the form has
 * something the contract never sees: an empty price box, a half-typed time.
 */
export function checkDraft(draft: TemplateDraft): { ok: true; value: SpecialReadingInput } | { ok: false; errors: FieldErrors } {
  const flatCost = draft.flatCost.trim() === '' ? Number.NaN : Number(draft.flatCost);
  const availableFrom = fromLocalInput(draft.availableFrom);
  const availableUntil = fromLocalInput(draft.availableUntil);
  const checked = checkInput(SpecialReadingInputSchema, {
    title: draft.title,
    description: draft.description,
    prompt: draft.prompt,
    positions: draft.positions.map(({ name, meaning }) => ({ name, meaning })),
    flatCost,
    availableFrom,
    availableUntil,
    enabled: draft.enabled,
  });
  if (checked.ok) return checked;
  const errors = { ...checked.errors };
  if (!Number.isFinite(flatCost)) errors.flatCost = MESSAGES.price;
  if (Number.isNaN(availableFrom)) errors.availableFrom = MESSAGES.time;
  if (Number.isNaN(availableUntil)) errors.availableUntil = MESSAGES.time;
  // The contract compares the times only once every field passes; the form says it together with the rest.
  else if (availableFrom !== null && availableUntil !== null && availableFrom >= availableUntil) errors.availableUntil ??= MESSAGES.window;
  return { ok: false, errors };
}

const SHOWN = new Set(['title', 'description', 'prompt', 'flatCost', 'positions', 'availableFrom', 'availableUntil']);

/** Whether the form shows a problem of the server's `field` beside that field. */
export const isShownField = (field: string): boolean => SHOWN.has(field) || /^positions\.\d+\.(name|meaning)$/.test(field);
