import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsConfig } from '#common/analytics.ts';
import { load as loadPlausible } from './plausible.ts';
import { load as loadUmami } from './umami.ts';

const plausible: AnalyticsConfig = { provider: 'plausible', scriptUrl: 'https://stats.invalid/js/script.pageview-props.js', siteId: 'tarot.example.com' };
const umami: AnalyticsConfig = { provider: 'umami', scriptUrl: 'https://stats.invalid/script.js', siteId: 'b59e9c65' };

const addedScript = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://stats.invalid/"]');

// happy-dom fetches no script: it reports each as loaded, as a browser would once the provider's script has run.
const { settings } = (window as unknown as Window).happyDOM;
beforeAll(() => {
  settings.handleDisabledFileLoadingAsSuccess = true;
});
afterAll(() => {
  settings.handleDisabledFileLoadingAsSuccess = false;
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  vi.unstubAllGlobals();
});

describe('Plausible', () => {
  it('adds its script with the site domain and the visitor id as a pageview property', () => {
    loadPlausible(plausible, 'visitor-7');
    const script = addedScript();
    expect(script?.src).toBe(plausible.scriptUrl);
    expect(script?.getAttribute('data-domain')).toBe('tarot.example.com');
    expect(script?.getAttribute('event-clientid')).toBe('visitor-7');
  });

  it('sends no property without a visitor id', () => {
    loadPlausible(plausible, null);
    expect(addedScript()?.getAttribute('data-domain')).toBe('tarot.example.com');
    expect(addedScript()?.hasAttribute('event-clientid')).toBe(false);
  });
});

describe('Umami', () => {
  it('adds its script with the website id and, once it has loaded, identifies the visitor', () => {
    const identify = vi.fn();
    vi.stubGlobal('umami', { identify });
    loadUmami(umami, 'visitor-7');
    const script = addedScript();
    expect(script?.src).toBe(umami.scriptUrl);
    expect(script?.getAttribute('data-website-id')).toBe('b59e9c65');
    expect(identify).toHaveBeenCalledExactlyOnceWith('visitor-7');
  });

  it('identifies no one without a visitor id', () => {
    const identify = vi.fn();
    vi.stubGlobal('umami', { identify });
    loadUmami(umami, null);
    expect(addedScript()).not.toBeNull();
    expect(identify).not.toHaveBeenCalled();
  });

  it('does not fail when the script was blocked and left no umami behind', () => {
    expect(() => loadUmami(umami, 'visitor-7')).not.toThrow();
  });
});
