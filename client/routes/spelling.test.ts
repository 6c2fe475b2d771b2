import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * Where the words a person reads come from: the client with its card art, the card and deck texts it
 * shows, the fallback position names of a reading's cards, and the builtin interpreter that writes readings.
 * Tests are left out: they may name the British forms to check they are gone. So are the word lists
 * the interpreter recognizes questions by: a querent may well write "neighbour".
 */
const SOURCES: Record<string, string> = import.meta.glob(['/client/**/*.{ts,tsx}', '/art/**/*.{ts,tsx}', '/common/cards/**/*.ts', '/common/domain/reading-cards.ts', '/server/oracle/**/*.ts', '!**/*.test.{ts,tsx}', '!/server/oracle/builtin/question/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Fewer files than this means the glob above broke: the client alone has well over a hundred. */
const MIN_SOURCE_FILES = 100;
/** British forms that have a different US spelling (the product’s (docs/product.md) strings are US English). */
const BRITISH = [
  /favourit/i, /colour/i, /honour/i, /behaviour/i, /organis/i, /recognis/i, /\bgrey/i, /centre/i, /practis/i, /travell/i,
  /plough/i, /defence/i, /neighbour/i,
  // The card is named Judgement in every deck (and its slug is `judgement`), but the word is judgment.
  /.judgement|judgement./,
];

/** An ESTree node, as far as this walk needs one. */
type Node = { type: string; value?: unknown; [key: string]: unknown };

/** The words a person could read in one node: a string, a template's text or JSX text. */
function textOf(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'JSXText' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateElement') return (node.value as { raw: string }).raw;
  return undefined;
}

/** Every piece of text in a file a person could read; module paths (`source`) are code, not words. */
function texts(path: string, source: string): string[] {
  const { program } = parseSync(path, source);
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null || typeof (value as Node).type !== 'string') return;
    const node = value as Node;
    const text = textOf(node);
    if (text !== undefined) found.push(text);
    for (const [key, child] of Object.entries(node)) if (key !== 'source') visit(child);
  };
  visit(program);
  return found;
}

describe('client text', () => {
  it("One spelling throughout: US English, as the product’s strings are", () => {
    const paths = Object.keys(SOURCES);
    expect(paths.length).toBeGreaterThan(MIN_SOURCE_FILES);
    const british = paths.flatMap((path) =>
      texts(path, SOURCES[path] ?? '')
        .filter((text) => BRITISH.some((form) => form.test(text)))
        .map((text) => `${path}: ${text.trim()}`),
    );
    expect(british).toEqual([]);
  });
});
