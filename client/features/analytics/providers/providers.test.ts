import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig } from '#common/analytics.ts';
import { pageSource } from '#client/test/page-source.ts';
import { load as loadPlausible } from './plausible.ts';
import { BEFORE_SEND, load as loadUmami } from './umami.ts';

const plausible: AnalyticsConfig = { provider: 'plausible', scriptUrl: 'https://stats.invalid/js/script.manual.js', siteId: 'tarot.example.com' };
const umami: AnalyticsConfig = { provider: 'umami', scriptUrl: 'https://stats.invalid/script.js', siteId: 'b59e9c65' };
const INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const KEY = '3f2c9d4e-8a7b-4c1d-9e6f-0a1b2c3d4e5f';

const addedScript = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://stats.invalid/"]');

// happy-dom fetches no script: it reports each as loaded, as a browser would once the provider's script has run.
const { happyDOM } = window as unknown as Window;
const testUrl = location.href;
beforeAll(() => {
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});
afterAll(() => {
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
});

type Hooks = { plausible?: ((...args: unknown[]) => void) & { q?: unknown[][] } } & Record<string, unknown>;
const hooks = () => window as unknown as Hooks;

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete hooks().plausible;
  delete hooks()[BEFORE_SEND];
  happyDOM.setURL(testUrl);
  vi.unstubAllGlobals();
});

describe('Plausible', () => {
  it('adds its script with the site domain', () => {
    loadPlausible(plausible, 'visitor-7', pageSource('/app/main').pages);
    const script = addedScript();
    expect(script?.src).toBe(plausible.scriptUrl);
    expect(script?.getAttribute('data-domain')).toBe('tarot.example.com');
    expect(script?.hasAttribute('integrity')).toBe(false);
  });

  it('analytics without secrets: sends each new page itself, its address cleared of tokens and share keys, with the visitor id', () => {
    happyDOM.setURL('https://tarot.example.com/reset-password?token=Zx81kLmP0q#top');
    const { pages, go } = pageSource('/reset-password');
    loadPlausible(plausible, 'visitor-7', pages);
    go(`/app/main/shared_reading/r-42/${KEY}`);
    go(`/app/main/shared_reading/r-42/${KEY}`);
    go('/app/main/reading');

    // Queued as the installation snippet queues them, for the script to send once it has loaded.
    expect(hooks().plausible?.q).toEqual([
      ['pageview', { u: 'https://tarot.example.com/reset-password', props: { clientid: 'visitor-7' } }],
      ['pageview', { u: 'https://tarot.example.com/app/main/shared_reading/r-42/:key', props: { clientid: 'visitor-7' } }],
      ['pageview', { u: 'https://tarot.example.com/app/main/reading', props: { clientid: 'visitor-7' } }],
    ]);
    expect(JSON.stringify(hooks().plausible?.q)).not.toMatch(new RegExp(`Zx81kLmP0q|${KEY}`));
  });

  it('sends to the loaded script once it is there, and no property without a visitor id', () => {
    const { pages, go } = pageSource('/demo');
    loadPlausible(plausible, null, pages);
    const sent = vi.fn();
    hooks().plausible = sent;
    go('/login');
    expect(sent).toHaveBeenCalledExactlyOnceWith('pageview', { u: `${location.origin}/login` });
  });
});

describe('Umami', () => {
  it('adds its script with the website id and, once it has loaded, identifies the visitor', () => {
    const identify = vi.fn();
    vi.stubGlobal('umami', { identify });
    loadUmami(umami, 'visitor-7', pageSource('/app/main').pages);
    const script = addedScript();
    expect(script?.src).toBe(umami.scriptUrl);
    expect(script?.getAttribute('data-website-id')).toBe('b59e9c65');
    expect(identify).toHaveBeenCalledExactlyOnceWith('visitor-7');
  });

  it('analytics without secrets: clears the page and the referrer of every payload before Umami sends it', () => {
    loadUmami(umami, null, pageSource('/app/main').pages);
    expect(addedScript()?.getAttribute('data-before-send')).toBe(BEFORE_SEND);
    const beforeSend = hooks()[BEFORE_SEND] as (type: string, payload: Record<string, unknown>) => Record<string, unknown>;
    const payload = {
      website: 'b59e9c65',
      title: 'Shared Reading · Arcana',
      url: `https://tarot.example.com/app/main/shared_reading/r-42/${KEY}`,
      referrer: 'https://tarot.example.com/reset-password?token=Zx81kLmP0q',
    };
    expect(beforeSend('event', payload)).toEqual({
      ...payload,
      url: 'https://tarot.example.com/app/main/shared_reading/r-42/:key',
      referrer: 'https://tarot.example.com/reset-password',
    });
    expect(beforeSend('identify', { website: 'b59e9c65', url: '/verify?token=abc', id: 'visitor-7' })).toEqual({ website: 'b59e9c65', url: '/verify', referrer: undefined, id: 'visitor-7' });
  });

  it('identifies no one without a visitor id', () => {
    const identify = vi.fn();
    vi.stubGlobal('umami', { identify });
    loadUmami(umami, null, pageSource('/app/main').pages);
    expect(addedScript()).not.toBeNull();
    expect(identify).not.toHaveBeenCalled();
  });

  it('does not fail when the script was blocked and left no umami behind', () => {
    expect(() => loadUmami(umami, 'visitor-7', pageSource('/app/main').pages)).not.toThrow();
  });
});

describe('a pinned script', () => {
  it('carries the operator’s integrity hashes and is fetched without credentials, for either provider', () => {
    for (const [config, load] of [
      [plausible, loadPlausible],
      [umami, loadUmami],
    ] as const) {
      load({ ...config, integrity: INTEGRITY }, null, pageSource('/app/main').pages);
      expect(addedScript()?.getAttribute('integrity'), config.provider).toBe(INTEGRITY);
      expect(addedScript()?.getAttribute('crossorigin'), config.provider).toBe('anonymous');
      addedScript()?.remove();
    }
  });
});
