import { describe, expect, it } from 'vitest';
import { COUNTRY_HELP, FIND_A_HELPLINE, helpFor, regionFromLocale, type Help } from './helplines.ts';

/** What a country's lines dial: the crisis line (and its text), the abuse line and the emergency number. */
const dialed = (help: Help) =>
  help.region === null ? null : { crisis: help.crisis.tel, text: help.crisis.sms, abuse: help.abuse?.tel, emergency: help.emergency.tel };

describe('helpFor', () => {
  it.each([
    ['US', '988 Suicide & Crisis Lifeline', { crisis: 'tel:988', text: 'sms:988', abuse: 'tel:+18007997233', emergency: 'tel:911' }],
    ['CA', '9-8-8 Suicide Crisis Helpline', { crisis: 'tel:988', text: 'sms:988', abuse: undefined, emergency: 'tel:911' }],
    ['GB', 'Samaritans', { crisis: 'tel:116123', text: undefined, abuse: 'tel:08082000247', emergency: 'tel:999' }],
    ['IE', 'Samaritans', { crisis: 'tel:116123', text: undefined, abuse: 'tel:1800341900', emergency: 'tel:112' }],
    ['ES', 'Línea 024', { crisis: 'tel:024', text: undefined, abuse: 'tel:016', emergency: 'tel:112' }],
    ['DE', 'TelefonSeelsorge', { crisis: 'tel:08001110111', text: undefined, abuse: 'tel:116016', emergency: 'tel:112' }],
    ['AT', 'TelefonSeelsorge', { crisis: 'tel:142', text: undefined, abuse: undefined, emergency: 'tel:112' }],
    ['FR', '3114', { crisis: 'tel:3114', text: undefined, abuse: 'tel:3919', emergency: 'tel:112' }],
    ['AU', 'Lifeline', { crisis: 'tel:131114', text: undefined, abuse: 'tel:1800737732', emergency: 'tel:000' }],
    ['NZ', '1737', { crisis: 'tel:1737', text: 'sms:1737', abuse: undefined, emergency: 'tel:111' }],
    ['MX', 'Línea de la Vida', { crisis: 'tel:8009112000', text: undefined, abuse: undefined, emergency: 'tel:911' }],
  ])('%s: %s', (region, crisisName, numbers) => {
    const help = helpFor(region);
    expect(help.region).toBe(region);
    expect(help.region !== null && help.crisis.name).toBe(crisisName);
    expect(dialed(help)).toEqual(numbers);
  });

  it.each([
    ['GB', 'National Domestic Abuse Helpline', '0808 2000 247'],
    ['US', 'National Domestic Violence Hotline', '1-800-799-7233'],
    ['DE', 'Hilfetelefon Gewalt gegen Frauen', '116 016'],
    ['AU', '1800RESPECT', '1800 737 732'],
  ])('%s names its abuse line and writes its number as people there do', (region, name, number) => {
    const help = helpFor(region);
    expect(help.region !== null && help.abuse).toMatchObject({ name, number });
  });

  it.each([[null], ['JP'], ['BR'], [''], ['USA']])('answers the fallback, without a number, for %j', (region) => {
    expect(helpFor(region)).toEqual({ region: null });
  });

  it('reads a region code in any case', () => {
    expect(helpFor('gb').region).toBe('GB');
  });

  it('dials only digits (and a leading +), and names every country in English and Spanish', () => {
    for (const country of COUNTRY_HELP) {
      const uris = [country.crisis.tel, country.crisis.sms, country.abuse?.tel, country.emergency.tel].filter((uri) => uri !== undefined);
      for (const uri of uris) expect(uri).toMatch(/^(tel|sms):\+?\d+$/);
      expect(country.names.en).not.toBe('');
      expect(country.names.es).not.toBe('');
    }
    expect(new Set(COUNTRY_HELP.map((country) => country.region)).size).toBe(COUNTRY_HELP.length);
  });

  it('points elsewhere to Find A Helpline', () => {
    expect(FIND_A_HELPLINE).toEqual({ name: 'Find A Helpline', url: 'https://findahelpline.com' });
  });
});

describe('regionFromLocale', () => {
  it.each([
    ['Europe/Madrid', 'ES'],
    ['Atlantic/Canary', 'ES'],
    ['Africa/Ceuta', 'ES'],
    ['Europe/London', 'GB'],
    ['Europe/Dublin', 'IE'],
    ['Europe/Berlin', 'DE'],
    ['Europe/Busingen', 'DE'],
    ['Europe/Vienna', 'AT'],
    ['Europe/Paris', 'FR'],
    ['Australia/Sydney', 'AU'],
    ['Australia/Perth', 'AU'],
    ['Pacific/Auckland', 'NZ'],
    ['Pacific/Chatham', 'NZ'],
    ['America/Mexico_City', 'MX'],
    ['America/Cancun', 'MX'],
    ['America/Monterrey', 'MX'],
    ['America/Merida', 'MX'],
    ['America/Chihuahua', 'MX'],
    ['America/Tijuana', 'MX'],
    ['America/Hermosillo', 'MX'],
    ['America/Mazatlan', 'MX'],
    ['America/Bahia_Banderas', 'MX'],
    ['America/Matamoros', 'MX'],
    ['America/Ojinaga', 'MX'],
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['America/Edmonton', 'CA'],
    ['America/Winnipeg', 'CA'],
    ['America/Halifax', 'CA'],
    ['America/St_Johns', 'CA'],
    ['America/Regina', 'CA'],
    ['America/Moncton', 'CA'],
    ['America/New_York', 'US'],
    ['America/Chicago', 'US'],
    ['America/Denver', 'US'],
    ['America/Los_Angeles', 'US'],
    ['America/Phoenix', 'US'],
    ['America/Anchorage', 'US'],
    ['America/Detroit', 'US'],
    ['America/Boise', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['America/Indianapolis', 'US'],
    ['America/Kentucky/Louisville', 'US'],
    ['Pacific/Honolulu', 'US'],
  ])('the time zone %s decides %s, whatever the languages say', (timeZone, region) => {
    expect(regionFromLocale(['ja-JP', 'en-GB'], timeZone)).toBe(region);
  });

  it.each<[string[], string | undefined, string | null]>([
    [['en-GB', 'en'], 'UTC', 'GB'],
    [['en', 'es-MX'], 'Etc/UTC', 'MX'],
    [['zh-Hant-TW'], 'Asia/Taipei', 'TW'],
    [['pt_BR'], 'America/Sao_Paulo', 'BR'],
    [['ja-JP', 'en-US'], 'Asia/Tokyo', 'JP'],
    [['es-419', 'es-AR'], 'America/Argentina/Buenos_Aires', 'AR'],
    [['fr-CA'], undefined, 'CA'],
    [['en', 'es'], 'UTC', null],
    [[], undefined, null],
  ])('without a zone of the table, the first language with a region decides: %j in %s is %s', (languages, timeZone, region) => {
    expect(regionFromLocale(languages, timeZone)).toBe(region);
  });
});
