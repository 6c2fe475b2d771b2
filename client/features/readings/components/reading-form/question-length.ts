/** What {@link fitQuestion} kept of a change to the question, and how many characters it left out. */
export interface FittedQuestion {
  value: string;
  leftOut: number;
}

/**
 * Fits a change to the question within `max` characters the way a text box's own limit would, but saying so: the
 * characters around the change stay, and only the end of what was typed, pasted or dropped in is left out.
 */
export function fitQuestion(previous: string, next: string, max: number): FittedQuestion {
  if (next.length <= max) return { value: next, leftOut: 0 };
  // The change is what differs between the common start and the common end of the two texts.
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start += 1;
  let end = 0;
  while (end < previous.length - start && end < next.length - start && previous.at(-1 - end) === next.at(-1 - end)) end += 1;
  const inserted = next.slice(start, next.length - end);
  const room = Math.max(0, max - start - end);
  const value = next.slice(0, start) + inserted.slice(0, room) + next.slice(next.length - end);
  // A text already over the limit (one from before it was set) is cut at its end.
  if (value.length > max) return { value: value.slice(0, max), leftOut: next.length - max };
  return { value, leftOut: inserted.length - Math.min(room, inserted.length) };
}
