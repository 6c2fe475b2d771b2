import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '#common/api/contract.ts';
import { routes } from '#client/router.tsx';
import { DOCS_PATH, OPENAPI_PATH } from '#server/openapi/document.ts';
import { API_DOCS_PATH, renderApiDocs } from './api-docs.ts';
import { missingButBuilt, normalizePath, pageNames, type Existing } from './doc-status.ts';

describe('docs/api.md', () => {
  it('is what the contract says today (run `npm run docs:api` after changing common/api)', () => {
    expect(readFileSync(API_DOCS_PATH, 'utf8')).toBe(renderApiDocs());
  });

  it('documents every call of the contract with the doc comment written above it', () => {
    const docs = renderApiDocs();
    for (const declaration of CONTRACT) expect(docs).toContain(`### ${declaration.method} \`${declaration.path}\``);
    // A heading followed straight by what the generator writes after the summary: the summary is missing. A summary that
    // merely starts with one of those words ("Answers the reading's check-in") is not.
    expect(docs).not.toMatch(/^### .*\n\n(Answer \(200\):|Answers `|A page the browser navigates|Path parameters:|Query:|Body:)/m);
  });
});

/** Every path the client's router serves a page or redirect at, joined under its parents. */
function routePaths(list: readonly RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? base : route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    const own = route.index || route.path !== undefined ? [path] : [];
    return [...own, ...routePaths(route.children ?? [], path)].filter((found) => !found.includes('*'));
  });
}

const readDoc = (name: string) => readFileSync(new URL(`../docs/${name}`, import.meta.url), 'utf8');
const EXISTING: Existing = {
  // The contract's calls, and the server's own pages that document them.
  calls: new Set([...CONTRACT.map((declaration) => `${declaration.method} ${normalizePath(declaration.path)}`), `GET ${OPENAPI_PATH}`, `GET ${DOCS_PATH}`]),
  pages: new Set(routePaths(routes).map(normalizePath)),
};

describe('product and architecture docs brought up to date', () => {
  const product = readDoc('product.md');
  const names = pageNames(product);

  it('reads the pages the router serves and the calls the contract declares', () => {
    expect(EXISTING.pages).toContain('/app/main/reading/result/{}/{}/{}');
    expect(EXISTING.pages).toContain('/trdng');
    expect(EXISTING.calls).toContain('GET /metrics');
    expect(names.get('Start Reading')).toEqual(['/app/main/reading']);
  });

  it('catches a page or call documented as missing that exists', () => {
    const stale = [
      '### Menu',
      '',
      '**Built** (several of its pages are placeholders). The items:',
      '',
      '1. **Start Reading**.',
      '',
      '### Calls',
      '',
      '| `GET /metrics`, `GET /docs` | Prometheus metrics, the OpenAPI document | not yet built |',
      '| `reading/image` | [Reading image](#reading-image) | not built |',
      '| `GET /v1/no-such-call` | nothing | not yet built |',
    ].join('\n');
    expect(missingButBuilt(stale, EXISTING, names)).toEqual(['Menu: /app/main/reading', 'Calls: GET /metrics', 'Calls: GET /docs', 'Calls: /app/main/reading/image']);
  });

  it.each([['product.md'], ['architecture.md']])('docs/%s calls no existing page or call a placeholder or not built', (name) => {
    expect(missingButBuilt(readDoc(name), EXISTING, names)).toEqual([]);
  });
});
