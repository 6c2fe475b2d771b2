import { describe, expect, it } from 'vitest';
import { SHARE_DESCRIPTION_MAX, shareDescription, shareUrl } from './share-text.ts';

describe('shareDescription', () => {
  it('keeps a short summary, with its whitespace collapsed', () => {
    expect(shareDescription('  The Tower falls;\n\n the Star rises. ')).toBe('The Tower falls; the Star rises.');
  });

  it('cuts a long summary at a word, within the limit, with an ellipsis', () => {
    const summary = 'The cards speak of change arriving slowly. '.repeat(10);
    const description = shareDescription(summary);
    expect(description.length).toBeLessThanOrEqual(SHARE_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
    expect(summary.startsWith(description.slice(0, -1))).toBe(true);
    expect(description.slice(0, -1)).toMatch(/\w$/);
  });

  it('cuts one endless word at the limit', () => {
    expect(shareDescription('a'.repeat(500))).toBe(`${'a'.repeat(SHARE_DESCRIPTION_MAX - 1)}…`);
  });
});

describe('shareUrl', () => {
  it('is the public page under the public address', () => {
    expect(shareUrl('https://tarot.example', 'r-1', 'k'.repeat(43))).toBe(`https://tarot.example/shared_reading/r-1/${'k'.repeat(43)}`);
  });
});
