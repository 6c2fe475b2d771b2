import { describe, expect, it } from 'vitest';
import { escapeHtml, genericPreview, withLinkPreview } from './link-preview.ts';

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="The app." />
<title>Arcana</title></head><body><div id="root"></div></body></html>`;

describe('withLinkPreview', () => {
  it('replaces the title and description and adds the Open Graph and Twitter tags to the head', () => {
    const html = withLinkPreview(PAGE, { title: 'The Road Opens', description: 'A summary.', url: 'https://t.example/shared_reading/r/k', image: 'https://t.example/i.png' });
    expect(html).toContain('<title>The Road Opens</title>');
    expect(html).toContain('<meta name="description" content="A summary." />');
    expect(html).not.toContain('The app.');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      '<meta property="og:title" content="The Road Opens" />',
      '<meta property="og:description" content="A summary." />',
      '<meta property="og:url" content="https://t.example/shared_reading/r/k" />',
      '<meta property="og:type" content="article" />',
      '<meta property="og:image" content="https://t.example/i.png" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:image" content="https://t.example/i.png" />',
    ]) {
      expect(head).toContain(tag);
    }
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('escapes hostile text so it can neither end a tag nor an attribute', () => {
    const hostile = `"/><script>alert('x')</script><title>&`;
    const html = withLinkPreview(PAGE, { title: hostile, description: hostile, url: 'https://t.example/' });
    expect(html).not.toContain('<script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(hostile)}" />`);
    expect(escapeHtml(hostile)).toBe('&quot;/&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;title&gt;&amp;');
  });

  it('keeps `$` patterns in text as they are', () => {
    const html = withLinkPreview(PAGE, { title: "$& $' $`", description: '$1', url: 'https://t.example/' });
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
  });

  it('gives a dead link the small card without an image', () => {
    const html = withLinkPreview(PAGE, genericPreview('https://t.example'));
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta property="og:url" content="https://t.example/" />');
  });
});
