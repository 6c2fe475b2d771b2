import { OPENAPI_PATH, type OpenApiDocument, type Operation } from './document.ts';

/** The stylesheet of the page, a file in client/public: the Content-Security-Policy allows no inline style or script. */
export const DOCS_STYLESHEET = '/api-docs.css';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const schemaBlock = (label: string, schema: unknown): string =>
  `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

/** What an operation's security asks for, in words, from the document's own schemes. */
function needs(operation: Operation, schemes: Record<string, unknown>): string {
  const names = Object.keys(operation.security[0] ?? {});
  if (names.length === 0) return '';
  const described = names.map((name) => {
    const scheme = schemes[name] as { in?: string; name?: string; scheme?: string };
    if (scheme.in === 'cookie') return `the session cookie <code>${escape(scheme.name ?? '')}</code>`;
    if (scheme.in === 'header') return `the <code>${escape(scheme.name ?? '')}</code> header (or a same-origin fetch)`;
    return `a ${escape(scheme.scheme ?? '')} token`;
  });
  return `<p class="needs">Needs ${described.join(', ')}.</p>`;
}

function operationSection(method: string, path: string, operation: Operation, schemes: Record<string, unknown>): string {
  const parts = [
    `<section class="operation" id="${escape(operation.operationId)}">`,
    `<h3><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>`,
    `<p>${escape(operation.description)}</p>`,
    needs(operation, schemes),
  ];
  if (operation.parameters) {
    const rows = operation.parameters.map(
      (parameter) =>
        `<tr><td><code>${escape(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(parameter.schema))}</code></td></tr>`,
    );
    parts.push(`<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
  }
  if (operation.requestBody) parts.push(schemaBlock('Body (application/json)', operation.requestBody.content['application/json'].schema));
  const answers = Object.entries(operation.responses).map(([status, response]) => {
    const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
    // Every error has the one ApiError shape, shown once at the top of the page.
    const isError = (media?.schema as { $ref?: string } | undefined)?.$ref !== undefined;
    const schema = media && !isError && ('schema' in media || 'x-event-schema' in media) ? schemaBlock(`Schema (${type})`, media['x-event-schema'] ?? media.schema) : '';
    return `<dt>${escape(status)}</dt><dd>${escape(response.description)}${schema}</dd>`;
  });
  parts.push(`<dl class="responses">${answers.join('')}</dl>`, '</section>');
  return parts.join('\n');
}

/**
 * /docs: the OpenAPI document as a page, grouped by area, rendered on the server: no script, so nothing for the
 * Content-Security-Policy to refuse, and nothing fetched from another origin.
 */
export function docsPage(document: OpenApiDocument): string {
  const schemes = (document.components.securitySchemes ?? {}) as Record<string, unknown>;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation, schemes)]);
    }
  }
  const tags = [...byTag.keys()].toSorted();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escape(document.info.title)}</title>
<link rel="stylesheet" href="${DOCS_STYLESHEET}"></head>
<body><main>
<h1>${escape(document.info.title)}</h1>
<p>${escape(document.info.description)} The OpenAPI ${escape(document.openapi)} document itself: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p>
${schemaBlock('Every error answers this ApiError shape', document.components.schemas?.ApiError)}
<nav><ul>${tags.map((tag) => `<li><a href="#area-${escape(tag)}">${escape(tag)}</a></li>`).join('')}</ul></nav>
${tags.map((tag) => `<section id="area-${escape(tag)}"><h2>${escape(tag)}</h2>\n${byTag.get(tag)!.join('\n')}</section>`).join('\n')}
</main></body></html>`;
}
