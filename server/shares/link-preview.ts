/** What a chat app shows for a link (Open Graph and Twitter cards), read from the page without running it. */
export interface LinkPreview {
  title: string;
  description: string;
  /** The page's own absolute address. */
  url: string;
  /** An absolute image address; a preview without one gets the small card. */
  image?: string;
}

const SITE_NAME = 'Arcana';

/**
 * The preview of a link that opens no share (wrong, expired or deleted): the same for all, so it tells nothing.
 * `origin` is the app's address for the request (server/http/app-origin.ts).
 */
export function genericPreview(origin: string): LinkPreview {
  return { title: 'A shared tarot reading · Arcana', description: 'A tarot reading shared from Arcana. This link may have expired or been deleted.', url: `${origin}/` };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an HTML attribute or element: a title the model wrote must not end the tag. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;

/** The meta tags of a preview, one per line. */
export function previewTags(preview: LinkPreview): string {
  const tags = [
    property('og:site_name', SITE_NAME),
    property('og:type', 'article'),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:url', preview.url),
    named('twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
  ];
  if (preview.image) {
    tags.push(property('og:image', preview.image), property('og:image:type', 'image/png'), named('twitter:image', preview.image));
  }
  return tags.join('\n    ');
}

/**
 * The app's index.html as the answer to a shared link: its title and description replaced by the
 * preview's, and the preview's tags added to the head. The body (the app) is untouched.
 */
export function withLinkPreview(indexHtml: string, preview: LinkPreview): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(preview.description)}" />`)
    .replace('</head>', () => `  ${previewTags(preview)}\n  </head>`);
}
