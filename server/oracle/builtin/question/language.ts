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

export function findLanguage(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 3) return 'en';
  const english = words.filter((word) => ENGLISH.has(word)).length;
  if (english / words.length >= 0.15) return 'en';
  const found = detect(text);
  return found === '' ? 'en' : found;
}
