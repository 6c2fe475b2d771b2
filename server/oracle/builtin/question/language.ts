/**
 * The question's language, so that a question in Spanish or German is not read as English words
 * (issue 30). tinyld guesses well on sentences and badly on a few words or a name ("Will Jürgen call?"
 * reads as German), so another language is named only for three words or more among which English
 * function words are rare.
 */
import { detect } from 'tinyld';

/** English words that are not also common words in the languages tinyld confuses English with ("me", "in", "was", "will", "a" are). */
const ENGLISH = new Set([
  'the', 'is', 'are', 'am', 'my', 'i', "i'm", 'you', 'your', 'should', 'would', 'could', 'get', 'do', 'does', 'did', 'how',
  'why', 'what', 'when', 'where', 'which', 'who', 'to', 'of', 'and', 'it', 'with', 'for', 'be', 'going', 'he', 'she', 'his',
  'her', 'him', 'can', 'this', 'that', 'our', 'we', 'they', 'them', 'about', 'into', 'on', 'at', 'or', 'if', 'have', 'has',
  'there', 'any', 'some', 'tell', 'ever', 'never', 'again', 'going', 'than', 'just', 'need', 'know',
]);

/** Function words of the languages people also ask in, that English does not have. */
const FOREIGN = new Set([
  'el', 'la', 'los', 'las', 'del', 'que', 'qué', 'mi', 'mis', 'con', 'por', 'para', 'es', 'está', 'un', 'una', 'y', 'se', 'lo', 'le',
  'su', 'voy', 'debo', 'debería', 'este', 'esta', 'ese', 'esa', 'más', 'pero', 'hay', 'tengo', 'puedo', 'quiero',
  'bin', 'habe', 'hat', 'kann', 'sollte', 'würde', 'meinem', 'meinen', 'ihm', 'uns', 'wir', 'ich', 'du', 'er', 'sie', 'der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'meine', 'mein',
  'meiner', 'mit', 'und', 'nicht', 'ist', 'soll', 'wird', 'werde', 'nach', 'zu', 'auf', 'wegen', 'noch', 'dieses', 'mich', 'mir',
  'je', 'tu', 'il', 'elle', 'le', 'les', 'des', 'du', 'une', 'mon', 'ma', 'mes', 'est', 'qui', 'avec', 'pour', 'dans', 'ce',
  'cette', 'vais', 'va', 'che', 'sono', 'della', 'questo', 'o', 'não', 'com', 'uma', 'meu', 'minha', 'vou', 'wann', 'warum',
  'was', 'wie', 'cuándo', 'cómo', 'dónde', 'quand', 'comment', 'pourquoi',
  'gli', 'di', 'non', 'mio', 'mia', 'ti', 'ci', 'lui', 'lei', 'sarà', 'devo', 'dovrei', 'posso', 'eu', 'ele', 'ela', 'vai', 'você',
]);

/** Letters of the Latin alphabet, against all letters: a question in Cyrillic, Greek, Arabic or CJK script is not English. */
const LATIN = /\p{Script=Latin}/gu;
const LETTER = /\p{L}/gu;

/** The ISO 639-1 code of the question's language; 'en' unless it is clearly another, and 'und' for another that cannot be named. */
export function findLanguage(text: string): string {
  const letters = text.match(LETTER)?.length ?? 0;
  // Another script is another language however short the question: no English is written in it.
  if (letters > 0 && (text.match(LATIN)?.length ?? 0) / letters < 0.5) {
    const found = detect(text);
    return found === '' || found === 'en' ? 'und' : found;
  }
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 3) return 'en';
  const english = words.filter((word) => ENGLISH.has(word)).length;
  // A Spanish opening mark counts as one of the language's words.
  const foreign = words.filter((word) => FOREIGN.has(word)).length + (/[¿¡]/.test(text) ? 1 : 0);
  // With no English function word at all, one of another language's is enough ("Mi ama davvero?"); a name alone is not ("Will Jürgen call?").
  if (english / words.length >= 0.15 || foreign < (english === 0 ? 1 : 2)) return 'en';
  const found = detect(text);
  return found === '' ? 'en' : found;
}
