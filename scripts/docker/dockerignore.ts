/**
 * The build context as the builder sends it: every file under the context directory except what
 * `.dockerignore` excludes. Patterns follow the builder's rules: paths relative to the context, `*` and
 * `?` within one path segment, `**` across any number of them, a pattern excluding a directory excludes
 * everything in it, `!` re-includes, and the last pattern that matches a path decides.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

interface Rule {
  pattern: string;
  include: boolean;
  regex: RegExp;
}

function escapeRegex(character: string): string {
  return /[.+^${}()|\\]/.test(character) ? `\\${character}` : character;
}

function patternToRegex(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index]!;
    if (character === '*' && pattern[index + 1] === '*') {
      const slash = pattern[index + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      index += slash ? 2 : 1;
    } else if (character === '*') {
      source += '[^/]*';
    } else if (character === '?') {
      source += '[^/]';
    } else if (character === '[') {
      const end = pattern.indexOf(']', index + 1);
      if (end === -1) throw new Error(`.dockerignore: unclosed [ in "${pattern}"`);
      source += `[${pattern.slice(index + 1, end).replace(/^!/, '^')}]`;
      index = end;
    } else if (character === '\\' && index + 1 < pattern.length) {
      index += 1;
      source += escapeRegex(pattern[index]!);
    } else {
      source += escapeRegex(character);
    }
  }
  return new RegExp(`^${source}$`);
}

function parseRules(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const include = trimmed.startsWith('!');
    const pattern = posix.normalize(trimmed.slice(include ? 1 : 0).trim()).replace(/^\/+|\/+$/g, '');
    rules.push({ pattern, include, regex: patternToRegex(pattern) });
  }
  return rules;
}

/** The path itself and each directory above it: `a/b/c` → `a`, `a/b`, `a/b/c`. */
function selfAndParents(path: string): string[] {
  const parts = path.split('/');
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

export interface DockerIgnore {
  /** Whether the builder leaves this context path (posix, relative) out. */
  excludes(path: string): boolean;
}

export function parseDockerIgnore(text: string): DockerIgnore & { rules: readonly Rule[] } {
  const rules = parseRules(text);
  return {
    rules,
    excludes(path) {
      let excluded = false;
      const candidates = selfAndParents(path);
      for (const rule of rules) {
        if (candidates.some((candidate) => rule.regex.test(candidate))) excluded = !rule.include;
      }
      return excluded;
    },
  };
}

/** Every file of the context (posix paths relative to it), without what `.dockerignore` excludes. */
export function contextFiles(contextDir: string): string[] {
  const ignoreFile = join(contextDir, '.dockerignore');
  const ignore = parseDockerIgnore(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '');
  const reincluded = ignore.rules.filter((rule) => rule.include);
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(contextDir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        // An excluded directory is only entered when a `!` pattern could re-include something inside it.
        const mayHoldIncluded = reincluded.some((rule) => rule.pattern.startsWith(`${path}/`) || rule.pattern.startsWith('**'));
        if (!ignore.excludes(path) || mayHoldIncluded) walk(path);
      } else if (!ignore.excludes(path)) {
        files.push(path);
      }
    }
  };
  walk('');
  return files.toSorted();
}
