import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '#common/api/contract.ts';
import { API_DOCS_PATH, renderApiDocs } from './api-docs.ts';

describe('docs/api.md', () => {
  it('is what the contract says today (run `npm run docs:api` after changing common/api)', () => {
    expect(readFileSync(API_DOCS_PATH, 'utf8')).toBe(renderApiDocs());
  });

  it('documents every call of the contract with the doc comment written above it', () => {
    const docs = renderApiDocs();
    for (const declaration of CONTRACT) expect(docs).toContain(`### ${declaration.method} \`${declaration.path}\``);
    expect(docs).not.toMatch(/^### .*\n\n(Answer|Path|Query|Body)/m);
  });
});
