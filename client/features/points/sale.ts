import { count } from './duration.ts';

/** One regular gem sells for one coin (docs/product.md#gems-and-coins). */
export const COINS_PER_GEM = 1;

/**
 * What is wrong with selling `text` gems out of a regular balance of `balance`, in the words the field shows; null
 * when the sale may go to the server. The server checks the same again and has the last word.
 */
export function saleProblem(text: string, balance: number): string | null {
  const trimmed = text.trim();
  const gems = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(gems)) return 'Enter a whole number of gems.';
  if (gems < 1) return 'Sell at least 1 gem.';
  if (gems > balance) return `You have only ${count(balance, 'gem')} to sell.`;
  return null;
}

/** `current` moved by `step`, kept within 1…`balance`; a field that holds no number starts again from 1. */
export function stepSale(current: string, step: number, balance: number): number {
  const gems = Number.parseInt(current, 10);
  const from = Number.isNaN(gems) ? 1 - step : gems;
  return Math.min(balance, Math.max(1, from + step));
}
