/**
 * What docs/product.md and docs/architecture.md call missing (a placeholder page, a call not yet
 * built), checked against what exists: the client's routes and the contract's calls. api-docs.test.ts
 * fails on a page or call the docs call missing that the code has, so a status cannot stay behind.
 */

/** Words that say a page or call does not exist yet. */
const MISSING = /placeholders?\b|not[- ]yet[- ]built|\bnot built\b|not yet (answered|implemented|exist)|once they exist/i;
const METHOD = '(?:GET|POST|PUT|PATCH|DELETE)';
/** `GET /v1/x`, `GET|POST /api/auth/*`, `GET /metrics`: each method with the path after it. */
const CALL = new RegExp(`(${METHOD}(?:\\\\?\\|${METHOD})*) (/[^\\s\`|,)]*)`, 'g');
/** The signed-in app, which the first table of product.md#routes-at-a-glance lists its pages relative to. */
const APP_ROOT = '/app/main';

/** One unit of a document: a paragraph, a list item or a table row, under the heading it sits in. */
interface Block {
  section: string;
  text: string;
  /** The first cell of a table row, where product.md's route tables name their paths. */
  firstCell?: string;
}

/** The things that exist, in the normalized forms {@link normalizePath} gives. */
export interface Existing {
  /** `GET /v1/reading/get_reading/{}`. */
  calls: ReadonlySet<string>;
  /** `/app/main/reading/result/{}/{}/{}`. */
  pages: ReadonlySet<string>;
}

/** A path with every parameter as `{}`, whether written `:id`, `:id?`, `{id}` or `{id?}`, and no query. */
export function normalizePath(path: string): string {
  return path
    .replace(/\{[^}]*\}|:\w+\??/g, '{}')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

/** A document split into paragraphs, list items and table rows; headings start sections and fenced code is skipped. */
function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  let section = '';
  let current: Block | null = null;
  let fenced = false;
  const close = () => {
    if (current) found.push(current);
    current = null;
  };
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      fenced = !fenced;
      close();
    } else if (fenced) {
      continue;
    } else if (line.startsWith('#')) {
      close();
      section = line.replace(/^#+\s*/, '');
    } else if (line.trim() === '') {
      close();
    } else if (line.startsWith('|')) {
      close();
      found.push({ section, text: line, firstCell: line.split('|')[1]?.trim() ?? '' });
    } else if (/^(- |\d+\. )/.test(line) || current === null) {
      close();
      current = { section, text: line };
    } else {
      current.text += ` ${line.trim()}`;
    }
  }
  close();
  return found;
}

/** Each page of product.md's route tables by its name (`Start Reading`), with the paths it is served at. */
export function pageNames(markdown: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const block of blocks(markdown)) {
    const name = block.firstCell === undefined ? undefined : /\| \[([^\]]+)\]\(#[^)]+\)/.exec(block.text)?.[1];
    if (name !== undefined) names.set(name, [...(names.get(name) ?? []), ...pagePaths(block)]);
  }
  return names;
}

/** The page paths a table row names in its first cell: absolute ones as written, others under /app/main. */
function pagePaths(block: Block): string[] {
  return [...(block.firstCell ?? '').matchAll(/`([^`\s]+)`/g)].map(([, path = '']) => normalizePath(path.startsWith('/') ? path : `${APP_ROOT}/${path}`));
}

/** The calls a piece of text names, normalized: one per method of `GET|POST /path`. */
function callsIn(text: string): string[] {
  return [...text.matchAll(CALL)].flatMap(([, methods = '', path = '']) => methods.split(/\\?\|/).map((method) => `${method} ${normalizePath(path)}`));
}

/** The pages a piece of text names: absolute paths in backticks, and page names as links or in bold. */
function pagesIn(text: string, names: ReadonlyMap<string, string[]>): string[] {
  const paths = [...text.matchAll(/`(\/[^`\s]*)`/g)].map(([, path = '']) => normalizePath(path));
  const named = [...text.matchAll(/\[([^\]]+)\]\(#|\*\*([^*]+)\*\*/g)].flatMap(([, link, bold]) => names.get(link ?? bold ?? '') ?? []);
  return [...paths, ...named];
}

/**
 * Pages and calls that `markdown` calls missing but that exist, as `section: thing`. A section whose
 * opening paragraph says missing ("Built (several of its pages are placeholders)") answers for
 * everything in it; elsewhere a paragraph, list item or table row answers for what it names itself.
 */
export function missingButBuilt(markdown: string, existing: Existing, names: ReadonlyMap<string, string[]>): string[] {
  const all = blocks(markdown);
  const sections = new Map<string, Block[]>();
  for (const block of all) sections.set(block.section, [...(sections.get(block.section) ?? []), block]);
  const claims = [...sections.values()].flatMap((members) =>
    MISSING.test(members[0]?.text ?? '') ? [{ ...members[0]!, text: members.map((member) => member.text).join('\n') }] : members.filter((block) => MISSING.test(block.text)),
  );
  return claims.flatMap((block) => {
    const calls = callsIn(block.text).filter((call) => existing.calls.has(call));
    const pages = [...pagePaths(block), ...pagesIn(block.text, names)].filter((page) => existing.pages.has(page));
    return [...new Set([...calls, ...pages])].map((thing) => `${block.section}: ${thing}`);
  });
}
