import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const OxlintReport = z.object({ diagnostics: z.array(z.object({ code: z.string(), filename: z.string() })) });
const fixtures = mkdtempSync(join(tmpdir(), 'import-walls-'));

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/**
 * The files, among these (paths as in the repository), in which the project's lint config
 * (.oxlintrc.json) refuses an import. Its overrides match paths relative to the config's folder, so
 * the fixture gets a copy of the config, with its plugins still loaded from the repository.
 */
function refusedImports(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(fixtures, 'case-'));
  const config = JSON.parse(readFileSync(join(repoRoot, '.oxlintrc.json'), 'utf8')) as { jsPlugins?: string[] };
  config.jsPlugins = config.jsPlugins?.map((plugin) => resolve(repoRoot, plugin));
  writeFileSync(join(dir, '.oxlintrc.json'), JSON.stringify(config));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  // oxlint exits non-zero when it finds an error: its report is read either way.
  const { stdout } = spawnSync(join(repoRoot, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', '--format', 'json', '.'], { cwd: dir, encoding: 'utf8' });
  const { diagnostics } = OxlintReport.parse(JSON.parse(stdout));
  return diagnostics.filter((diagnostic) => diagnostic.code === 'eslint(no-restricted-imports)').map((diagnostic) => diagnostic.filename).toSorted();
}

describe('The server never imports the client', () => {
  it('refuses a client import in server/reading-image, which draws the card art, as anywhere in server/', () => {
    const refused = refusedImports({
      'server/reading-image/faces.ts': "import { CardArt } from '#client/components/card-art/card-art.tsx';\nexport const faces = [CardArt];\n",
      'server/readings/cards.ts': "import { readingCards } from '#client/features/readings/reading-cards.ts';\nexport const cards = readingCards;\n",
      'server/shares/preview.ts': "import { spreadLayout } from '../../client/features/readings/spread-layout.ts';\nexport const layout = spreadLayout;\n",
    });
    expect(refused).toEqual(['server/reading-image/faces.ts', 'server/readings/cards.ts', 'server/shares/preview.ts']);
  });

  it('lets the server draw with the card art and common/', () => {
    const refused = refusedImports({
      'server/reading-image/faces.ts': "import { GildedFace } from '#art/styles/gilded.tsx';\nexport const faces = [GildedFace];\n",
      'server/reading-image/layout.ts': "import { spreadLayout } from '#common/domain/spread-layout.ts';\nexport const layout = spreadLayout;\n",
    });
    expect(refused).toEqual([]);
  });
});

describe('The card art imports only React and common/', () => {
  it('refuses the client, the server, Node and any other package in art/', () => {
    const refused = refusedImports({
      'art/client.tsx': "import { http } from '#client/lib/http.ts';\nexport const a = http;\n",
      'art/server.tsx': "import { env } from '#server/config/env.ts';\nexport const a = env;\n",
      'art/styles/climb.tsx': "import { http } from '../../client/lib/http.ts';\nexport const a = http;\n",
      'art/node.ts': "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
      'art/dom.tsx': "import { createPortal } from 'react-dom';\nexport const a = createPortal;\n",
      'art/ui.tsx': "import { Button } from 'react-bootstrap';\nexport const a = Button;\n",
    });
    expect(refused).toEqual(['art/client.tsx', 'art/dom.tsx', 'art/node.ts', 'art/server.tsx', 'art/styles/climb.tsx', 'art/ui.tsx']);
  });

  it('lets art/ use React, common/ and its own modules', () => {
    const refused = refusedImports({
      'art/path-kit.ts': 'export const round = (value: number) => Math.round(value * 100) / 100;\n',
      'art/face.tsx': "import { useId } from 'react';\nimport type { CatalogueCard } from '#common/cards/types.ts';\nimport { round } from './path-kit.ts';\nexport const face = (card: CatalogueCard) => [useId, card, round];\n",
      'art/styles/ink.tsx': "import { round } from '../path-kit.ts';\nexport const ink = round;\n",
      'art/card.tsx': "import { ink } from './styles/ink.tsx';\nexport const card = ink;\n",
    });
    expect(refused).toEqual([]);
  });

  it("lets art/'s tests render with their test libraries, but not reach into the client", () => {
    const refused = refusedImports({
      'art/face.test.tsx': "import { render } from '@testing-library/react';\nimport { renderToStaticMarkup } from 'react-dom/server';\nimport { it } from 'vitest';\nit('renders', () => [render, renderToStaticMarkup]);\n",
      'art/client.test.tsx': "import { http } from '#client/lib/http.ts';\nimport { it } from 'vitest';\nit('calls', () => http);\n",
    });
    expect(refused).toEqual(['art/client.test.tsx']);
  });
});
