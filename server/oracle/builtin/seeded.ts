/**
 * Deterministic choices for the builtin oracle: the same request always reads the same way, so a
 * reading re-generated after a retry (or in a test) does not change under the user's eyes.
 */
import type { OracleRequest } from '../oracle.ts';

/** FNV-1a over UTF-16 code units, finished with murmur3's mixer so that near-identical slot names spread well. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Picks phrasing from option lists, seeded by the request and by the name of the slot being filled. */
export interface Chooser {
  /** One option, stable for this request and slot. */
  pick<T>(slot: string, options: readonly T[]): T;
  /**
   * The option for the `step`-th use of a template list (e.g. the n-th card's opening): a seeded
   * starting point, then one step along per use, so neighboring cards never share a phrasing
   * while the list is long enough.
   */
  rotate<T>(slot: string, options: readonly T[], step: number): T;
  /** `count` options in their original order, chosen without repeats. */
  pickSome<T>(slot: string, options: readonly T[], count: number): T[];
}

function at<T>(options: readonly T[], index: number): T {
  const option = options[index % options.length];
  if (option === undefined) throw new RangeError('Nothing to choose from');
  return option;
}

/** A chooser whose every choice follows from `seed` alone (never from Math.random). */
export function createChooser(seed: string): Chooser {
  return {
    pick: (slot, options) => at(options, hashText(`${seed}|${slot}`)),
    rotate: (slot, options, step) => at(options, hashText(`${seed}|${slot}`) + step),
    pickSome(slot, options, count) {
      // Rank every option by its own hash and keep the lowest `count`: a seeded shuffle without state.
      const ranked = options.map((option, index) => ({ index, rank: hashText(`${seed}|${slot}|${index}`) }));
      const kept = new Set(ranked.toSorted((a, b) => a.rank - b.rank).slice(0, count).map((entry) => entry.index));
      return options.filter((_, index) => kept.has(index));
    },
  };
}

/**
 * The seed of a request: everything that shapes the reading's words. Visual descriptions are left out
 * so that asking for them adds the descriptions without rewording the rest.
 */
export function requestSeed(request: OracleRequest): string {
  return JSON.stringify([
    request.question,
    request.general,
    request.spreadLabel,
    request.cards.map((drawn) => [drawn.index, drawn.card.slug, drawn.reversed, drawn.crossing, drawn.position.name]),
    request.clarifies ? [request.clarifies.positionName, request.clarifies.card.slug, request.clarifies.reversed, request.clarifies.answer, request.clarifies.question] : null,
  ]);
}
