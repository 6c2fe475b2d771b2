/*
 * Markdown-lite (docs/product.md#the-journal): the little formatting a reflection may use, read into plain data that a
 * component turns into React elements. Nothing here produces markup: whatever is not one of these few forms (HTML tags,
 * links, images, headings) stays the literal text the user typed.
 */

/** A run of text: plain, emphasized or strong (each holding more runs), or a line break within a block. */
export type Inline = string | { kind: 'em' | 'strong'; children: Inline[] } | { kind: 'break' };

/** A paragraph, or a bullet or numbered list whose items are runs of text. */
export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: false; items: Inline[][] }
  | { kind: 'list'; ordered: true; start: number; items: Inline[][] };

/** How deep emphasis may nest before markers are taken as text: real writing never goes near it. */
const MAX_DEPTH = 6;

const BULLET = /^ {0,3}[-*][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})\.[ \t]+(.*)$/;
/** A line that carries on the list item above it. */
const INDENTED = /^[ \t]+\S/;

type Marker = '*' | '_' | '**';

/** A character that is part of a word, which `_` does not open or close emphasis beside (snake_case stays as typed). */
const isWordCharacter = (character: string | undefined): boolean => character !== undefined && /[\p{L}\p{N}]/u.test(character);
const isSpace = (character: string | undefined): boolean => character === undefined || /\s/.test(character);

/** Whether `marker` at `at` may open emphasis: something other than a space follows it. */
function opens(text: string, at: number, marker: Marker): boolean {
  if (isSpace(text[at + marker.length])) return false;
  return marker !== '_' || !isWordCharacter(text[at - 1]);
}

/** Whether `marker` at `at` may close emphasis: something other than a space precedes it. */
function closes(text: string, at: number, marker: Marker): boolean {
  if (isSpace(text[at - 1])) return false;
  return marker !== '_' || !isWordCharacter(text[at + marker.length]);
}

/** For each marker, the earliest point from which a search for its closer already failed: none is found after it. */
type Hopeless = Record<Marker, number>;

/**
 * Where the `marker` opened at `from` closes, or -1. A single `*` passes over a `**…**` inside it, which nests. A search
 * that fails is remembered in `hopeless`, so a long run of unclosed markers costs one pass rather than one each.
 */
function closerOf(text: string, from: number, marker: Marker, hopeless: Hopeless): number {
  if (from >= hopeless[marker]) return -1;
  let at = from + marker.length + 1;
  while (at < text.length) {
    if (marker === '*' && text.startsWith('**', at)) {
      const inner = opens(text, at, '**') ? closerOf(text, at, '**', hopeless) : -1;
      at = inner === -1 ? at + 2 : inner + 2;
      continue;
    }
    if (text.startsWith(marker, at) && closes(text, at, marker)) return at;
    at += 1;
  }
  hopeless[marker] = Math.min(hopeless[marker], from);
  return -1;
}

/** The marker at `at`, if any: `**` before `*`. */
function markerAt(text: string, at: number): Marker | null {
  if (text.startsWith('**', at)) return '**';
  if (text[at] === '*' || text[at] === '_') return text[at] as Marker;
  return null;
}

/** Adds `text` to `runs`, joined to a plain run before it. */
function pushText(runs: Inline[], text: string): void {
  if (text === '') return;
  const last = runs.length - 1;
  if (typeof runs[last] === 'string') runs[last] += text;
  else runs.push(text);
}

/** Reads one line's emphasis; a marker that never closes is text. */
export function parseInline(text: string, depth = 0): Inline[] {
  const runs: Inline[] = [];
  const hopeless: Hopeless = { '*': Infinity, _: Infinity, '**': Infinity };
  let plainFrom = 0;
  let at = 0;
  while (at < text.length) {
    const character = text[at]!;
    if (character === '\\' && at + 1 < text.length && /[*_\\]/.test(text[at + 1]!)) {
      pushText(runs, text.slice(plainFrom, at));
      pushText(runs, text[at + 1]!);
      at += 2;
      plainFrom = at;
      continue;
    }
    const marker = depth < MAX_DEPTH ? markerAt(text, at) : null;
    const closer = marker !== null && opens(text, at, marker) ? closerOf(text, at, marker, hopeless) : -1;
    if (marker === null || closer === -1) {
      at += marker?.length ?? 1;
      continue;
    }
    pushText(runs, text.slice(plainFrom, at));
    runs.push({ kind: marker === '**' ? 'strong' : 'em', children: parseInline(text.slice(at + marker.length, closer), depth + 1) });
    at = closer + marker.length;
    plainFrom = at;
  }
  pushText(runs, text.slice(plainFrom));
  return runs;
}

/** Lines as one block's runs, each line after the first beginning with a break. */
function linesToRuns(lines: readonly string[]): Inline[] {
  const runs: Inline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) runs.push({ kind: 'break' });
    for (const run of parseInline(line)) if (typeof run === 'string') pushText(runs, run);
    else runs.push(run);
  });
  return runs;
}

/**
 * Reads a reflection into blocks: a blank line ends a paragraph, each line starting `- ` or `* ` is a bullet item and
 * each starting `1. ` a numbered one (an indented line carries on the item above), and a line break inside a paragraph
 * is kept, since people write a journal line by line.
 */
export function parseMarkdownLite(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[][] } | null = null;

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: linesToRuns(paragraph) });
    paragraph = [];
  };
  const endList = () => {
    if (list !== null) {
      const items = list.items.map(linesToRuns);
      blocks.push(list.ordered ? { kind: 'list', ordered: true, start: list.start, items } : { kind: 'list', ordered: false, items });
    }
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (line.trim() === '') {
      endParagraph();
      endList();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet === null ? NUMBERED.exec(line) : null;
    if (bullet !== null || numbered !== null) {
      const ordered = numbered !== null;
      endParagraph();
      if (list !== null && list.ordered !== ordered) endList();
      list ??= { ordered, start: numbered === null ? 1 : Number(numbered[1]), items: [] };
      list.items.push([(bullet?.[1] ?? numbered?.[2] ?? '').trim()]);
      continue;
    }
    if (list !== null && INDENTED.test(line)) {
      list.items.at(-1)!.push(line.trim());
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}
