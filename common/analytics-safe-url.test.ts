import { describe, expect, it } from 'vitest';
import { analyticsSafeUrl, KEY_PLACEHOLDER } from './analytics-safe-url.ts';

const KEY = '3f2c9d4e-8a7b-4c1d-9e6f-0a1b2c3d4e5f';

describe('analytics without secrets: analyticsSafeUrl', () => {
  it('drops the token of a password reset link', () => {
    expect(analyticsSafeUrl('https://tarot.example.com/reset-password?token=Zx81kLmP0q')).toBe('https://tarot.example.com/reset-password');
  });

  it('drops the token and the return address of an email confirmation link', () => {
    expect(analyticsSafeUrl('https://tarot.example.com/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.e30.sig&callbackURL=%2Fapp%2Fmain')).toBe(
      'https://tarot.example.com/api/auth/verify-email',
    );
  });

  it('replaces the key of a shared reading’s link, on the public page and in the app', () => {
    expect(analyticsSafeUrl(`https://tarot.example.com/shared_reading/r-42/${KEY}`)).toBe(`https://tarot.example.com/shared_reading/r-42/${KEY_PLACEHOLDER}`);
    expect(analyticsSafeUrl(`https://tarot.example.com/app/main/shared_reading/r-42/${KEY}?from=mail`)).toBe(
      `https://tarot.example.com/app/main/shared_reading/r-42/${KEY_PLACEHOLDER}`,
    );
  });

  it('replaces the key however the link is spelt where the router would still open it', () => {
    for (const url of [
      `https://tarot.example.com/Shared_Reading/r-42/${KEY}`,
      `https://tarot.example.com/shared%5Freading/r-42/${KEY}`,
      `https://tarot.example.com/app/main/./shared_reading/r-42/${KEY}/`,
      `https://tarot.example.com/app/main/shared_reading/r-42/${KEY}/extra`,
    ]) {
      expect(analyticsSafeUrl(url), url).not.toContain(KEY);
    }
  });

  it('drops fragments, and the user and password of an address', () => {
    expect(analyticsSafeUrl('https://tarot.example.com/app/main/reading#token=abc')).toBe('https://tarot.example.com/app/main/reading');
    expect(analyticsSafeUrl('https://me:hunter2@tarot.example.com/login?next=%2Fapp%2Fmain#top')).toBe('https://tarot.example.com/login');
  });

  it('keeps a path a path, as trackers that report only the page give it', () => {
    expect(analyticsSafeUrl(`/shared_reading/r-42/${KEY}#x`)).toBe(`/shared_reading/r-42/${KEY_PLACEHOLDER}`);
    expect(analyticsSafeUrl('/reset-password?token=Zx81kLmP0q')).toBe('/reset-password');
  });

  it('keeps other pages and referrers as they are, less their query, and turns what is no address into nothing', () => {
    expect(analyticsSafeUrl('https://tarot.example.com/app/main/reading/result/r-42/-1')).toBe('https://tarot.example.com/app/main/reading/result/r-42/-1');
    expect(analyticsSafeUrl('https://www.google.com/search?q=tarot')).toBe('https://www.google.com/search');
    expect(analyticsSafeUrl('android-app://com.google.android.gm/')).toBe('android-app://com.google.android.gm/');
    for (const nothing of ['', 'not an address', '//tarot.example.com/x']) expect(analyticsSafeUrl(nothing), nothing).toBe('');
  });
});
