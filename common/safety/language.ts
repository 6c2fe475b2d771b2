/**
 * Which of the screen's languages a question is written in, for a safe answer found by other means than a rule
 * (a model's own flag, or words in what it wrote): Spanish when its marks or common words outnumber English ones.
 */
import { plainLetters } from './normalize.ts';
import type { SafetyLanguage } from './types.ts';

const SPANISH = new Set(['que', 'de', 'la', 'el', 'mi', 'mis', 'y', 'es', 'en', 'por', 'con', 'para', 'quiero', 'me', 'se', 'lo', 'los', 'las', 'una', 'un', 'no', 'pero', 'porque', 'como', 'cuando', 'si', 'ya', 'muy', 'tengo', 'estoy', 'voy', 'debo', 'deberia', 'sera', 'va']);
const ENGLISH = new Set(['the', 'i', 'my', 'to', 'and', 'is', 'a', 'of', 'you', 'it', 'should', 'will', 'in', 'me', 'what', 'does', 'do', 'am', 'he', 'she', 'with', 'for', 'this', 'that', 'be', 'can', 'how', 'why', 'are', 'was']);

/** 'es' for a question in Spanish, otherwise 'en'. */
export function guessLanguage(text: string): SafetyLanguage {
  const marks = (text.match(/[ñ¿¡]/gi) ?? []).length;
  const words = plainLetters(text).split(/[^\p{L}]+/u);
  const spanish = marks + words.filter((word) => SPANISH.has(word)).length;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  // Two Spanish signs at least: a lone "no" or "me" says nothing about the language.
  return spanish > english && spanish >= 2 ? 'es' : 'en';
}
