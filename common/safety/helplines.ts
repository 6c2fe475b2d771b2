/**
 * Where to get help now, by country (docs/product.md#safety): the crisis line, the line for abuse at home where the
 * country has one, and the emergency number, shown under the safe answer. Every line listed is free and
 * confidential; opening hours are left out, as they are not the same for every line. A country outside the table
 * gets Find A Helpline and "your local emergency number" instead of a number that might not work there.
 */
import type { SafetyLanguage } from './types.ts';

/** A number to call (and text, where the line takes texts). */
export interface HelpLine {
  /** The service's own name, e.g. "Samaritans". */
  name: string;
  /** The number as people there write it, e.g. "116 123". */
  number: string;
  /** The `tel:` URI that dials it. */
  tel: string;
  /** The `sms:` URI that texts it, when the line takes texts. */
  sms?: string;
}

/** The emergency services' number, e.g. 911. */
export interface EmergencyNumber {
  number: string;
  tel: string;
}

/** One country of the table. */
export interface CountryHelp {
  /** ISO 3166-1 alpha-2 code, e.g. `GB`. */
  region: string;
  /** The country's name in each language the safe answer speaks, for the country selector. */
  names: Readonly<Record<SafetyLanguage, string>>;
  crisis: HelpLine;
  /** A line for domestic abuse, where the country has a national one. */
  abuse?: HelpLine;
  emergency: EmergencyNumber;
}

/** Help for a country outside the table: no number, only the directory and the words "your local emergency number". */
export interface FallbackHelp {
  region: null;
}

/** What {@link helpFor} answers. */
export type Help = CountryHelp | FallbackHelp;

/** The directory of free, confidential lines in many countries, always offered below the lines. */
export const FIND_A_HELPLINE = { name: 'Find A Helpline', url: 'https://findahelpline.com' } as const;

const line = (name: string, number: string, text = false): HelpLine => {
  const digits = number.replace(/[^\d+]/g, '');
  return { name, number, tel: `tel:${digits}`, ...(text ? { sms: `sms:${digits}` } : {}) };
};

const emergency = (number: string): EmergencyNumber => ({ number, tel: `tel:${number}` });

/** The table, in the order the country selector lists it before sorting by name. */
export const COUNTRY_HELP: readonly CountryHelp[] = [
  {
    region: 'US',
    names: { en: 'United States', es: 'Estados Unidos' },
    crisis: line('988 Suicide & Crisis Lifeline', '988', true),
    // Dialed with the country code: the number as written, 1-800-…, is the national form.
    abuse: { name: 'National Domestic Violence Hotline', number: '1-800-799-7233', tel: 'tel:+18007997233' },
    emergency: emergency('911'),
  },
  {
    region: 'CA',
    names: { en: 'Canada', es: 'Canadá' },
    crisis: line('9-8-8 Suicide Crisis Helpline', '988', true),
    emergency: emergency('911'),
  },
  {
    region: 'GB',
    names: { en: 'United Kingdom', es: 'Reino Unido' },
    crisis: line('Samaritans', '116 123'),
    abuse: line('National Domestic Abuse Helpline', '0808 2000 247'),
    emergency: emergency('999'),
  },
  {
    region: 'IE',
    names: { en: 'Ireland', es: 'Irlanda' },
    crisis: line('Samaritans', '116 123'),
    abuse: line('Women’s Aid', '1800 341 900'),
    emergency: emergency('112'),
  },
  {
    region: 'ES',
    names: { en: 'Spain', es: 'España' },
    crisis: line('Línea 024', '024'),
    abuse: line('016', '016'),
    emergency: emergency('112'),
  },
  {
    region: 'DE',
    names: { en: 'Germany', es: 'Alemania' },
    crisis: line('TelefonSeelsorge', '0800 111 0 111'),
    abuse: line('Hilfetelefon Gewalt gegen Frauen', '116 016'),
    emergency: emergency('112'),
  },
  {
    region: 'AT',
    names: { en: 'Austria', es: 'Austria' },
    crisis: line('TelefonSeelsorge', '142'),
    emergency: emergency('112'),
  },
  {
    region: 'FR',
    names: { en: 'France', es: 'Francia' },
    crisis: line('3114', '3114'),
    abuse: line('3919', '3919'),
    emergency: emergency('112'),
  },
  {
    region: 'AU',
    names: { en: 'Australia', es: 'Australia' },
    crisis: line('Lifeline', '13 11 14'),
    abuse: line('1800RESPECT', '1800 737 732'),
    emergency: emergency('000'),
  },
  {
    region: 'NZ',
    names: { en: 'New Zealand', es: 'Nueva Zelanda' },
    crisis: line('1737', '1737', true),
    emergency: emergency('111'),
  },
  {
    region: 'MX',
    names: { en: 'Mexico', es: 'México' },
    crisis: line('Línea de la Vida', '800 911 2000'),
    emergency: emergency('911'),
  },
];

const FALLBACK: FallbackHelp = { region: null };

/** The help for a region code (any case); the fallback for null or a country outside the table. */
export function helpFor(region: string | null): Help {
  if (region === null) return FALLBACK;
  const code = region.toUpperCase();
  return COUNTRY_HELP.find((country) => country.region === code) ?? FALLBACK;
}

/** Time zones that name one country of the table, each under its IANA id and the older ids browsers still answer. */
const ZONES: Readonly<Record<string, readonly string[]>> = {
  ES: ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'],
  GB: ['Europe/London', 'Europe/Belfast', 'GB', 'GB-Eire'],
  IE: ['Europe/Dublin', 'Eire'],
  DE: ['Europe/Berlin', 'Europe/Busingen'],
  AT: ['Europe/Vienna'],
  FR: ['Europe/Paris'],
  NZ: ['Pacific/Auckland', 'Pacific/Chatham', 'NZ', 'NZ-CHAT'],
  MX: [
    'America/Mexico_City',
    'America/Cancun',
    'America/Monterrey',
    'America/Merida',
    'America/Chihuahua',
    'America/Ciudad_Juarez',
    'America/Tijuana',
    'America/Ensenada',
    'America/Santa_Isabel',
    'America/Hermosillo',
    'America/Mazatlan',
    'America/Bahia_Banderas',
    'America/Matamoros',
    'America/Ojinaga',
  ],
  CA: [
    'America/Toronto',
    'America/Montreal',
    'America/Nipigon',
    'America/Thunder_Bay',
    'America/Rainy_River',
    'America/Atikokan',
    'America/Coral_Harbour',
    'America/Iqaluit',
    'America/Pangnirtung',
    'America/Vancouver',
    'America/Dawson_Creek',
    'America/Fort_Nelson',
    'America/Creston',
    'America/Edmonton',
    'America/Yellowknife',
    'America/Inuvik',
    'America/Cambridge_Bay',
    'America/Winnipeg',
    'America/Rankin_Inlet',
    'America/Resolute',
    'America/Regina',
    'America/Swift_Current',
    'America/Halifax',
    'America/Glace_Bay',
    'America/Moncton',
    'America/Goose_Bay',
    'America/Blanc-Sablon',
    'America/St_Johns',
    'America/Whitehorse',
    'America/Dawson',
  ],
  US: [
    'America/New_York',
    'America/Detroit',
    'America/Indianapolis',
    'America/Fort_Wayne',
    'America/Louisville',
    'America/Knox_IN',
    'America/Chicago',
    'America/Menominee',
    'America/Denver',
    'America/Boise',
    'America/Shiprock',
    'Navajo',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'America/Juneau',
    'America/Sitka',
    'America/Metlakatla',
    'America/Yakutat',
    'America/Nome',
    'America/Adak',
    'America/Atka',
    'Pacific/Honolulu',
  ],
};

/** Families of zones that all lie in one country of the table, by the start of their id. */
const ZONE_PREFIXES: readonly (readonly [prefix: string, region: string])[] = [
  ['Australia/', 'AU'],
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
  ['US/', 'US'],
  ['Canada/', 'CA'],
  ['Mexico/', 'MX'],
];

const REGION_BY_ZONE: ReadonlyMap<string, string> = new Map(Object.entries(ZONES).flatMap(([region, zones]) => zones.map((zone) => [zone, region] as const)));

/** The country of the table a time zone lies in, or null. */
function regionOfZone(timeZone: string): string | null {
  return REGION_BY_ZONE.get(timeZone) ?? ZONE_PREFIXES.find(([prefix]) => timeZone.startsWith(prefix))?.[1] ?? null;
}

/** A language tag's two-letter region (`en-GB` → `GB`, `zh-Hant-TW` → `TW`), or null (`en`, `es-419`). */
function regionOfTag(tag: string): string | null {
  const match = /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})(?:[-_]|$)/i.exec(tag);
  return match?.[1]?.toUpperCase() ?? null;
}

/**
 * The user's likely country, from what the browser says: the time zone first, when it lies in a country of the
 * table (a zone says where someone is; a language only what they read); otherwise the region of the first language
 * tag that has one, in the table or not; otherwise null.
 */
export function regionFromLocale(languages: readonly string[], timeZone: string | undefined): string | null {
  const fromZone = timeZone === undefined ? null : regionOfZone(timeZone);
  if (fromZone !== null) return fromZone;
  for (const tag of languages) {
    const region = regionOfTag(tag);
    if (region !== null) return region;
  }
  return null;
}
