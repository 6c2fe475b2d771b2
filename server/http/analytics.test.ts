import { describe, expect, it } from 'vitest';
import type { AnalyticsConfig } from '#common/analytics.ts';
import { analyticsCspDirectives, withAnalytics } from './analytics.ts';

const page = '<!doctype html><html><head><title>Arcana</title></head><body><div id="root"></div></body></html>';
const umami: AnalyticsConfig = { provider: 'umami', scriptUrl: 'https://stats.example.com/umami/script.js', siteId: 'b59e9c65' };

/** The content of the page's analytics meta tag, unescaped as a browser reads it. */
function metaContent(html: string): string | undefined {
  const escaped = /<meta name="arcana-analytics" content="([^"]*)" \/>/.exec(html)?.[1];
  return escaped?.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
}

describe('withAnalytics', () => {
  it('puts the configuration into the head as JSON in a meta tag', () => {
    const html = withAnalytics(page, umami);
    expect(html.indexOf('arcana-analytics')).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(metaContent(html)!)).toEqual(umami);
  });

  it('keeps a hostile site id inside the attribute', () => {
    const hostile = { ...umami, siteId: '"><script>alert(1)</script>' };
    const html = withAnalytics(page, hostile);
    expect(html).not.toContain('<script>');
    expect(JSON.parse(metaContent(html)!)).toEqual(hostile);
  });

  it('leaves the page as it is without a configuration, and a missing build missing', () => {
    expect(withAnalytics(page, undefined)).toBe(page);
    expect(withAnalytics(null, umami)).toBeNull();
  });
});

describe('analyticsCspDirectives', () => {
  it('allows the script origin for scripts and for the events it sends, and nothing without a configuration', () => {
    expect(analyticsCspDirectives(umami)).toEqual({ 'script-src': ["'self'", 'https://stats.example.com'], 'connect-src': ["'self'", 'https://stats.example.com'] });
    expect(analyticsCspDirectives(undefined)).toEqual({});
  });
});
