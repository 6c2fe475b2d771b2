import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, isShownField, movePosition, newPosition, type TemplateDraft } from './draft.ts';

const valid = (): TemplateDraft => ({
  ...emptyDraft(),
  title: 'Solstice',
  description: 'The longest night.',
  prompt: 'Speak of light returning.',
  flatCost: '5',
  positions: [newPosition('Dark', 'What rests'), newPosition('Light', 'What returns')],
});

describe('checkDraft', () => {
  it('passes a complete template, trimmed, with no window', () => {
    const result = checkDraft({ ...valid(), title: '  Solstice  ' });
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Solstice',
        description: 'The longest night.',
        prompt: 'Speak of light returning.',
        positions: [
          { name: 'Dark', meaning: 'What rests' },
          { name: 'Light', meaning: 'What returns' },
        ],
        flatCost: 5,
        availableFrom: null,
        availableUntil: null,
        enabled: true,
      },
    });
  });

  it('names each wrong field in the contract’s words, positions by their index', () => {
    const draft = valid();
    const result = checkDraft({ ...draft, title: ' ', flatCost: '1.5', positions: [draft.positions[0]!, newPosition('', 'Empty')] });
    expect(result).toEqual({
      ok: false,
      errors: { title: 'The title is required', flatCost: 'The price must be a whole number of gems', 'positions.1.name': 'A position name is required' },
    });
  });

  it('says plainly when the price box is empty or a time is half typed', () => {
    const result = checkDraft({ ...valid(), flatCost: '', availableFrom: '2026-11' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.flatCost).toBe('Enter the price in whole gems, from 1 to 100.');
    expect(result.errors.availableFrom).toBe('Enter a full date and time, or leave it empty.');
  });

  it('refuses an end before the start, on the end', () => {
    const result = checkDraft({ ...valid(), availableFrom: '2026-11-03T10:00', availableUntil: '2026-11-03T09:00' });
    expect(result).toEqual({ ok: false, errors: { availableUntil: 'The end must come after the start' } });
  });

  it('refuses no positions and more than ten', () => {
    expect(checkDraft({ ...valid(), positions: [] })).toEqual({ ok: false, errors: { positions: 'Name at least one position' } });
    const eleven = Array.from({ length: 11 }, (_, index) => newPosition(`P${index}`, 'M'));
    expect(checkDraft({ ...valid(), positions: eleven })).toEqual({ ok: false, errors: { positions: 'At most 10 positions' } });
  });
});

const names = (list: { name: string }[]) => list.map(({ name }) => name);

describe('movePosition', () => {
  const positions = [newPosition('A'), newPosition('B'), newPosition('C')];
  it('moves a position up or down', () => {
    expect(names(movePosition(positions, 1, -1))).toEqual(['B', 'A', 'C']);
    expect(names(movePosition(positions, 1, 1))).toEqual(['A', 'C', 'B']);
  });

  it('leaves the ends where they are', () => {
    expect(names(movePosition(positions, 0, -1))).toEqual(['A', 'B', 'C']);
    expect(names(movePosition(positions, 2, 1))).toEqual(['A', 'B', 'C']);
  });
});

describe('isShownField', () => {
  it('knows the form’s fields and each position’s', () => {
    expect(isShownField('title')).toBe(true);
    expect(isShownField('positions.3.meaning')).toBe(true);
    expect(isShownField('enabled')).toBe(false);
    expect(isShownField('body')).toBe(false);
  });
});
