import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSampleReadings, SAMPLE_READINGS_PATH } from './sample-readings.ts';

// Rendered once: the wording check reads some thirteen hundred readings.
const page = renderSampleReadings();

describe('docs/sample-readings.md', () => {
  it('shows what the builtin interpreter writes today (run `npm run docs:samples` after changing it)', () => {
    expect(readFileSync(SAMPLE_READINGS_PATH, 'utf8')).toBe(page);
  });

  it('holds seventeen readings, then the wording check’s figures', () => {
    expect(page.match(/^## \d+\. /gm)).toHaveLength(17);
    expect(page).toMatch(/\n## Wording check\n[^#]*\n- readings writing “Card N”: \d+\n/);
  });
});
