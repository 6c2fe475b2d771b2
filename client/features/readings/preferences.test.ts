import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, readPreferences, writePreferences } from './preferences.ts';

describe('reading preferences', () => {
  it('start from docs/product.md#local-reading-preferences defaults', () => {
    expect(readPreferences()).toEqual({
      cards: 1,
      crossing: false,
      deckId: -1,
      spreadId: 'GENERAL',
      allowReversed: true,
      favorites: false,
      notify: false,
      visualDescriptions: false,
    });
    expect(DEFAULT_PREFERENCES.deckId).toBe(-1);
  });

  it('persist changes in localStorage, keeping the fields not changed', () => {
    writePreferences({ cards: 4, crossing: true });
    writePreferences({ spreadId: 'THREE_CARD', allowReversed: false, visualDescriptions: true, deckId: 2 });
    expect(readPreferences()).toEqual({
      ...DEFAULT_PREFERENCES,
      cards: 4,
      crossing: true,
      spreadId: 'THREE_CARD',
      allowReversed: false,
      visualDescriptions: true,
      deckId: 2,
    });
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({ cards: 4, deckId: 2 });
  });

  it('replace only the malformed fields with their defaults', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ cards: 99, crossing: 'yes', spreadId: 'CELTIC_CROSS', notify: true }));
    expect(readPreferences()).toEqual({ ...DEFAULT_PREFERENCES, spreadId: 'CELTIC_CROSS', notify: true });
  });

  it('fall back to the defaults when the stored value is not JSON', () => {
    localStorage.setItem(PREFERENCES_KEY, '{not json');
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});
