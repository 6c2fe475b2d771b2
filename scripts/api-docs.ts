/**
 * docs/api.md, generated from the contract (common/api): every call with its method, path, what it
 * takes and what it answers, as JSON Schema. `npm run docs:api` writes it; api-docs.test.ts fails
 * when the file and the contract disagree, so the reference cannot go stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACT } from '#common/api/contract.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { declarationSchemas, type JsonSchema } from '#server/openapi/contract-schemas.ts';

const API_DIR = fileURLToPath(new URL('../common/api/', import.meta.url));
export const API_DOCS_PATH = fileURLToPath(new URL('../docs/api.md', import.meta.url));

/** Where a declaration is written and what its doc comment says. */
interface Source {
  file: string;
  name: string;
  summary: string;
}


/** `/** doc *\/ export const name = defineX({ … })`: the doc comment right above a declaration, its name and its fields. */
const DECLARATION = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+) = define(Endpoint|Stream|Navigation|File)\(\{([\s\S]*?)\}\);/g;

/** Every declaration's source in common/api, keyed by `METHOD path`. */
function sources(): Map<string, Source> {
  const found = new Map<string, Source>();
  for (const file of readdirSync(API_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    for (const [, doc = '', name = '', kind, fields = ''] of readFileSync(`${API_DIR}${file}`, 'utf8').matchAll(DECLARATION)) {
      const method = kind === 'Endpoint' ? /method: '(\w+)'/.exec(fields)?.[1] : 'GET';
      const path = /path: '([^']+)'/.exec(fields)?.[1];
      const summary = doc.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim()).filter(Boolean).join(' ');
      if (method && path) found.set(`${method} ${path}`, { file, name, summary });
    }
  }
  return found;
}

/** A schema as indented JSON Schema in a fenced block. */
function schemaBlock(label: string, json: JsonSchema): string {
  return `${label}:\n\n\`\`\`json\n${JSON.stringify(json, null, 2)}\n\`\`\`\n`;
}

/** One call's section. */
function section(declaration: Declaration, source: Source | undefined): string {
  const parts = [`### ${declaration.method} \`${declaration.path}\`\n`];
  if (source) parts.push(`${source.summary}${source.summary ? ' ' : ''}(\`${source.name}\` in \`common/api/${source.file}\`)\n`);
  if (declaration.kind === 'stream') parts.push('Answers `text/event-stream`; each event carries the schema below.\n');
  if (declaration.kind === 'navigation') parts.push('A page the browser navigates to; answered with a redirect.\n');
  if (declaration.kind === 'file') parts.push(`Answers \`${declaration.contentType}\`, a file the browser shows or saves.\n`);
  const schemas = declarationSchemas(declaration);
  if (schemas.params) parts.push(schemaBlock('Path parameters', schemas.params));
  if (schemas.query) parts.push(schemaBlock('Query', schemas.query));
  if (schemas.body) parts.push(schemaBlock('Body', schemas.body));
  if (schemas.response) parts.push(schemaBlock('Answer (200)', schemas.response));
  if (schemas.event) parts.push(schemaBlock('Event', schemas.event));
  return parts.join('\n');
}

/** The whole reference, in the contract's order. */
export function renderApiDocs(): string {
  const bySource = sources();
  const head = [
    '# API reference',
    '',
    'Generated from the contract in `common/api/` by `npm run docs:api`; do not edit by hand. Every call',
    'needs the `x-arcana-app: 1` header (or a same-origin fetch) and, except `/healthz` and the auth',
    'configuration, a signed-in session; errors answer `{ "error", "message", "field"? }` with a 4xx or',
    '5xx status (see [architecture.md](architecture.md#api-conventions)).',
    '',
  ].join('\n');
  const sections = CONTRACT.map((declaration) => section(declaration, bySource.get(`${declaration.method} ${declaration.path}`)));
  return `${head}\n${sections.join('\n')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_DOCS_PATH, renderApiDocs());
  console.log(`wrote ${API_DOCS_PATH}`);
}
