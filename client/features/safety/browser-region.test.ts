import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRegion } from './browser-region.ts';

/** Makes the browser report these languages and this time zone. */
function browserSays(languages: string[], timeZone: string) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat('en').resolvedOptions(), timeZone });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('browserRegion', () => {
  it('takes the time zone first, then the languages', () => {
    browserSays(['en-US'], 'Europe/Madrid');
    expect(browserRegion()).toBe('ES');
    browserSays(['en-GB', 'en'], 'UTC');
    expect(browserRegion()).toBe('GB');
    browserSays(['es'], 'UTC');
    expect(browserRegion()).toBeNull();
  });
});
