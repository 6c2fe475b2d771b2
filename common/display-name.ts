/**
 * The rules of an account's display name, shared by the server (which holds them for every client) and the
 * forms (which say so before sending).
 */

/**
 * Bidirectional controls: invisible marks that reorder the text around them, so "Ana\u202Enimda" shows as
 * "Anaadmin". They come along when text is pasted from right-to-left writing, so they are removed, not refused.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** C0 and C1 control characters (NUL, tab, line breaks, escape…): no name field produces them. */
const CONTROL_CHARACTERS = /\p{Cc}/u;
const ALL_CONTROL_CHARACTERS = /\p{Cc}/gu;

export const DISPLAY_NAME_MESSAGES = {
  CONTROL_CHARACTERS: 'Your name cannot contain control characters such as tabs or line breaks.',
  NOTHING_VISIBLE: 'Your name needs at least one visible character.',
} as const;

/** What is wrong with a name as sent, whatever its length, or null when it can be stored once cleaned. */
export function displayNameFault(name: string): keyof typeof DISPLAY_NAME_MESSAGES | null {
  if (CONTROL_CHARACTERS.test(name)) return 'CONTROL_CHARACTERS';
  if (cleanDisplayName(name) === '') return 'NOTHING_VISIBLE';
  return null;
}

/**
 * The name as stored: without bidirectional or control characters, trimmed. Control characters are refused
 * from the forms' calls; removing them here too covers the names an OAuth provider supplies.
 */
export function cleanDisplayName(name: string): string {
  return name.replace(BIDI_CONTROLS, '').replace(ALL_CONTROL_CHARACTERS, '').trim();
}
