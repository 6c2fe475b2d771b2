import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Suit } from '#common/cards/types.ts';
import type { ArcanaFilter, CardFilters } from '../model.ts';

const ARCANA = 'arcana';
const SUIT = 'suit';
const FAVORITES = 'favorites';
const CARD = 'card';

const ARCANAS: readonly string[] = ['major', 'minor'] satisfies ArcanaFilter[];
const SUITS: readonly string[] = ['wands', 'cups', 'swords', 'pentacles'] satisfies Suit[];

const isArcana = (value: string | null): value is ArcanaFilter => value !== null && ARCANAS.includes(value);
const isSuit = (value: string | null): value is Suit => value !== null && SUITS.includes(value);

/** The filters a cards page URL asks for; anything unknown reads as "no filter". */
export function readFilters(params: URLSearchParams): CardFilters {
  const arcana = params.get(ARCANA);
  const suit = params.get(SUIT);
  return { arcana: isArcana(arcana) ? arcana : 'all', suit: isSuit(suit) ? suit : null, favoritesOnly: params.get(FAVORITES) === '1' };
}

/** The search string without the open card: equal for equal filters. */
function filterKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CARD);
  return params.toString();
}

/** Writes `filters` into `params`, leaving defaults out so the plain page has a plain URL. */
export function writeFilters(params: URLSearchParams, filters: CardFilters): void {
  if (filters.arcana === 'all') params.delete(ARCANA);
  else params.set(ARCANA, filters.arcana);
  // Majors have no suit: a suit kept while they show would silently come back later.
  if (filters.suit === null || filters.arcana === 'major') params.delete(SUIT);
  else params.set(SUIT, filters.suit);
  if (filters.favoritesOnly) params.set(FAVORITES, '1');
  else params.delete(FAVORITES);
}

/** Marks a history entry that opening a card pushed, so closing can go back instead of adding another. */
interface OpenedState {
  openedCard: true;
}

const wasOpenedHere = (state: unknown): state is OpenedState =>
  typeof state === 'object' && state !== null && 'openedCard' in state && state.openedCard === true;

/** The cards page's view, kept in the URL so reloads, links and back/forward all work. */
export interface CardView {
  filters: CardFilters;
  /** Changes filters in place (replacing the history entry: back leaves the page, not each filter). */
  setFilters: (change: Partial<CardFilters>) => void;
  /** The slug of the card whose detail is open, or null. */
  selected: string | null;
  /** Opens a card's detail as a new history entry, so Back closes it. Stable across renders. */
  openCard: (slug: string) => void;
  /** Shows another card in the open detail, in place. */
  switchCard: (slug: string) => void;
  /** Closes the detail: back to the grid's entry when this page opened it, else in place. */
  closeCard: () => void;
}

/** Reads and changes the cards page's filters and open card through the URL's search params. */
export function useCardView(): CardView {
  const location = useLocation();
  const navigate = useNavigate();
  // The callbacks read the latest location from here instead of closing over it: the grid gets
  // `openCard` and must not re-render each time the URL changes.
  const latest = useRef(location);
  useLayoutEffect(() => {
    latest.current = location;
  }, [location]);

  // One object while the filter params stay the same (opening a card changes only `card`), so the
  // filtered cards stay memoised and the grid is not redrawn.
  const key = filterKey(location.search);
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);

  const go = useCallback(
    (edit: (next: URLSearchParams) => void, options: { replace: boolean; state: unknown }) => {
      const next = new URLSearchParams(latest.current.search);
      edit(next);
      const search = next.toString();
      // Only the view changes: keep the scroll position, and skip re-running the app's loaders
      // (the session and encryption checks), so a card opens without waiting for the network.
      navigate({ search: search === '' ? '' : `?${search}` }, { ...options, preventScrollReset: true, defaultShouldRevalidate: false });
    },
    [navigate],
  );

  const setFilters = useCallback(
    (change: Partial<CardFilters>) =>
      go((next) => writeFilters(next, { ...readFilters(next), ...change }), { replace: true, state: latest.current.state }),
    [go],
  );
  const openCard = useCallback(
    (slug: string) => go((next) => next.set(CARD, slug), { replace: false, state: { openedCard: true } satisfies OpenedState }),
    [go],
  );
  const switchCard = useCallback(
    (slug: string) => go((next) => next.set(CARD, slug), { replace: true, state: latest.current.state }),
    [go],
  );
  const closeCard = useCallback(() => {
    if (wasOpenedHere(latest.current.state)) navigate(-1);
    else go((next) => next.delete(CARD), { replace: true, state: null });
  }, [go, navigate]);

  return { filters, setFilters, selected: new URLSearchParams(location.search).get(CARD), openCard, switchCard, closeCard };
}
