import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { PRIVACY_CLAIMS, PRIVACY_NOTE } from './claims.ts';

const SECURITY: string = (await import('/SECURITY.md?raw')).default;

/**
 * Every file whose strings reach a person: pages, emails, inbox messages, error answers. Tests are left
 * out: they may name an over-promise to check it is gone.
 */
const SOURCES: Record<string, string> = import.meta.glob(['/client/**/*.{ts,tsx}', '/art/**/*.{ts,tsx}', '/common/**/*.ts', '/server/**/*.ts', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The page every visit starts from: its description is what a search result or a link preview says. */
const INDEX_HTML: string = Object.values(import.meta.glob<string>('/client/index.html', { query: '?raw', import: 'default', eager: true })).join('');

/** Fewer files than this means the glob above broke: the client alone has well over a hundred. */
const MIN_SOURCE_FILES = 300;

/** Promises the design does not keep: the running server reads a question while it writes and a reading an unlocked session opens. */
const OVER_PROMISES = [
  /zero[- ]knowledge/i,
  /end[- ]to[- ]end/i,
  /not even the people running/i,
  /\bnot (even )?us\b/i,
  /not an administrator/i,
  /not even from the database/i,
  /only you can (read|open)/i,
  /nobody (else )?can read/i,
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

/** Every piece of text in a file, with its line breaks and indents folded to single spaces. */
function texts(path: string, source: string): string[] {
  const { program } = parseSync(path, source);
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null || typeof (value as Node).type !== 'string') return;
    const node = value as Node;
    const text = textOf(node);
    if (text !== undefined) found.push(text.replace(/\s+/g, ' '));
    for (const [key, child] of Object.entries(node)) if (key !== 'source') visit(child);
  };
  visit(program);
  return found;
}

/** SECURITY.md's section that quotes the pages, with its line wrapping undone. */
function promisesSection(): string {
  const start = SECURITY.indexOf('\n## What the pages promise\n');
  expect(start).toBeGreaterThan(-1);
  const end = SECURITY.indexOf('\n## ', start + 1);
  return SECURITY.slice(start, end === -1 ? undefined : end).replace(/\s+/g, ' ');
}

describe('privacy copy that tells the truth', () => {
  it('quotes every claim of the pages in SECURITY.md, word for word', () => {
    const section = promisesSection();
    const claims = [...Object.values(PRIVACY_CLAIMS), ...PRIVACY_NOTE.map((point) => point.lead)];
    expect(claims.filter((claim) => !section.includes(`“${claim}”`))).toEqual([]);
  });

  it('promises nothing the design does not hold, in any string of client/, common/ or server/', () => {
    const paths = Object.keys(SOURCES);
    expect(paths.length).toBeGreaterThan(MIN_SOURCE_FILES);
    expect(INDEX_HTML).toContain('<meta name="description"');
    const found = [
      ...paths.flatMap((path) => texts(path, SOURCES[path] ?? '').map((text) => `${path}: ${text.trim()}`)),
      ...INDEX_HTML.split('\n').map((line) => `/client/index.html: ${line.trim()}`),
    ];
    expect(found.filter((text) => OVER_PROMISES.some((promise) => promise.test(text)))).toEqual([]);
  });
});
