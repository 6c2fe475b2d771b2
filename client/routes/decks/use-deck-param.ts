import { useParams } from 'react-router';

/** The `:deckId` of a deck page as a number, or null when it is not a whole number (no deck has it). */
export function useDeckParam(): number | null {
  const { deckId } = useParams();
  return deckId !== undefined && /^\d{1,9}$/.test(deckId) ? Number(deckId) : null;
}
