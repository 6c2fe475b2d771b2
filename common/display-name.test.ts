import { describe, expect, it } from 'vitest';
import { cleanDisplayName, displayNameFault } from './display-name.ts';

describe('names lose their bidirectional controls and refuse control characters', () => {
  it.each([
    ['Ana\u202Enimda', 'Ananimda'],
    ['\u2066Bo\u2069', 'Bo'],
    ['\u200Fسارا\u200E', 'سارا'],
    ['Lea\u061C\u202A\u202B\u202C\u202D\u2067\u2068', 'Lea'],
  ])('removes every bidirectional control from %j', (name, cleaned) => {
    expect(cleanDisplayName(name)).toBe(cleaned);
    expect(displayNameFault(name)).toBeNull();
  });

  it('keeps the letters, accents, emoji and joiners of a real name', () => {
    expect(cleanDisplayName('  Zoë 👩‍👩‍👧 O’Brien  ')).toBe('Zoë 👩‍👩‍👧 O’Brien');
  });

  it.each(['a\u0000b', 'tab\there', 'line\nbreak', 'del\u007F', 'c1\u0085'])('refuses the control character in %j', (name) => {
    expect(displayNameFault(name)).toBe('CONTROL_CHARACTERS');
  });

  it('refuses a name with nothing visible once the bidirectional controls are gone', () => {
    expect(displayNameFault('\u202E\u200F ')).toBe('NOTHING_VISIBLE');
    expect(displayNameFault('')).toBe('NOTHING_VISIBLE');
  });

  it('removes control characters too, for names that come from an OAuth provider', () => {
    expect(cleanDisplayName('Ana\u0000\u001B')).toBe('Ana');
  });
});
