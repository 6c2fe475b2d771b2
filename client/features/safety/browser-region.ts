import { regionFromLocale } from '#common/safety/helplines.ts';

/**
 * The country whose help lines the card shows first, from the browser's time zone and languages (never asked of
 * the server, and never stored): the user can pick another on the card.
 */
export function browserRegion(): string | null {
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return regionFromLocale(languages, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
