import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { ApiErrorSchema } from '#common/api/errors.ts';
import { getMetrics } from '#common/api/metrics.ts';
import { originRuleOf } from '#server/http/request-origin.ts';
import { contractJsonSchema, declarationSchemas, type JsonSchema } from './contract-schemas.ts';

/** An OpenAPI 3.1 document, as plain JSON. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<Lowercase<Declaration['method']>, Operation>>>;
  components: Record<string, Record<string, unknown>>;
};

/** One operation of the document: a declaration of the contract. */
export interface Operation {
  operationId: string;
  tags: string[];
  description: string;
  parameters?: Parameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Response>;
  security: Record<string, string[]>[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, Record<string, unknown>>;
}

export interface DocumentOptions {
  /** The session cookie's name as this server sets it: `__Host-` prefixed over HTTPS. */
  sessionCookie: string;
  /** Whether the server registered the declaration's route behind a signed-in session. */
  needsSession: (declaration: Declaration) => boolean;
}

/** Where the server answers the document, and the page that shows it (server/openapi/routes.ts). */
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

/** The security schemes' names in the document. */
const SESSION = 'sessionCookie';
const APP_HEADER = 'appHeader';
const OPERATOR_TOKEN = 'operatorToken';

const ERROR = { $ref: '#/components/schemas/ApiError' };
const errorResponse = (description: string): Response => ({ description, content: { 'application/json': { schema: ERROR } } });

/** Fastify's `/v1/reading/get_reading/:id` as OpenAPI writes it: `/v1/reading/get_reading/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** `GET /v1/reading/get_reading/:id` → `get_v1_reading_get_reading_id`: unique, as a method and path are. */
const operationId = (declaration: Declaration): string =>
  `${declaration.method.toLowerCase()}${declaration.path.replace(/[^A-Za-z0-9]+/g, '_')}`.replace(/_+$/, '');

/** The area a call belongs to, for grouping: `reading` for `/v1/reading/…`, `webhooks`, `healthz`… */
const tagOf = (path: string): string => {
  const [first = '', second = ''] = path.split('/').filter(Boolean);
  return first === 'v1' ? second : first;
};

function parameters(schema: JsonSchema | undefined, where: 'path' | 'query'): Parameter[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }));
}

/** What the call answers when it succeeds, by kind. */
function success(declaration: Declaration, response: JsonSchema | undefined, event: JsonSchema | undefined): Record<string, Response> {
  switch (declaration.kind) {
    case 'endpoint':
      return { 200: { description: 'The answer.', content: { 'application/json': { schema: response ?? {} } } } };
    case 'stream':
      return {
        200: {
          description: 'A stream of server-sent events that stays open while there is news; each event’s data is one JSON value of the schema under x-event-schema.',
          content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-schema': event ?? {} } },
        },
      };
    case 'navigation':
      return { 302: { description: 'Sends the browser on to the page named in Location.', headers: { Location: { description: 'The page to open next.', schema: { type: 'string' } } } } };
    case 'file':
      return { 200: { description: `The file, as ${declaration.contentType}.`, content: { [declaration.contentType]: {} } } };
  }
}

function operation(declaration: Declaration, options: DocumentOptions): Operation {
  const schemas = declarationSchemas(declaration);
  const signedIn = options.needsSession(declaration);
  const origin = originRuleOf(declaration.path);
  const operator = declaration === getMetrics;
  const takesInput = Boolean(declaration.params ?? declaration.query ?? schemas.body);

  const responses: Record<string, Response> = { ...success(declaration, schemas.response, schemas.event) };
  if (takesInput) responses[400] = errorResponse('The path, query or body does not match its schema; field names the part that failed.');
  if (signedIn) responses[401] = errorResponse('No signed-in session: sign in first.');
  if (operator) responses[401] = errorResponse('The operator token (METRICS_TOKEN) is missing or wrong.');
  if (origin !== 'none') responses[403] = errorResponse('The request did not prove it came from the app, or the user may not make this call (admin calls).');
  responses['4XX'] = errorResponse('Another refusal: 404 when nothing with that id is the user’s, 409 when the state does not allow it, 429 after too many requests (with retryAfterSeconds).');
  responses['5XX'] = errorResponse('The server could not answer: 500 for a fault; 503 while its database is unreachable or its disk full, or while it is too busy (with retryAfterSeconds when waiting helps).');

  const needed = [...(signedIn ? [SESSION] : []), ...(origin === 'app' ? [APP_HEADER] : []), ...(operator ? [OPERATOR_TOKEN] : [])];
  const notes = [
    ...(origin === 'own-navigation' ? ['A navigation from the app’s own pages: refused when the browser says another site started it.'] : []),
    ...(origin === 'none' && !signedIn && !operator ? ['Needs no session and no proof of origin.'] : []),
  ];
  const kindNote = { endpoint: 'A JSON call.', stream: 'A server-sent event stream.', navigation: 'A page the browser navigates to.', file: 'A file the browser shows or saves.' }[declaration.kind];

  const result: Operation = {
    operationId: operationId(declaration),
    tags: [tagOf(declaration.path)],
    description: [kindNote, ...notes].join(' '),
    responses,
    security: [Object.fromEntries(needed.map((name) => [name, []]))],
  };
  const listed = [...parameters(schemas.params, 'path'), ...parameters(schemas.query, 'query')];
  if (listed.length > 0) result.parameters = listed;
  if (schemas.body) result.requestBody = { required: true, content: { 'application/json': { schema: schemas.body } } };
  return result;
}

/**
 * The OpenAPI 3.1 document of `contract` (common/api): every declaration with its params, body, answers and errors, and
 * the session cookie and app header it needs. docs/api.md is written from the same walk (scripts/api-docs.ts).
 */
export function openApiDocument(contract: readonly Declaration[], options: DocumentOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const declaration of contract) {
    const item = (paths[openApiPath(declaration.path)] ??= {});
    item[declaration.method.toLowerCase() as Lowercase<Declaration['method']>] = operation(declaration, options);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Arcana API',
      version: '1',
      description:
        `Every call of the app, generated from its contract. Errors answer the ApiError shape with a 4xx or 5xx status. A page of this document is at ${DOCS_PATH}; docs/api.md in the source is the same reference in Markdown.`,
    },
    paths,
    components: {
      schemas: { ApiError: contractJsonSchema(ApiErrorSchema, 'output') },
      securitySchemes: {
        [SESSION]: { type: 'apiKey', in: 'cookie', name: options.sessionCookie, description: 'The session cookie a sign-in sets (SameSite=Strict).' },
        [APP_HEADER]: {
          type: 'apiKey',
          in: 'header',
          name: APP_REQUEST_HEADER,
          description: `Proves the request comes from the app: send the value ${APP_REQUEST_VALUE}. A browser fetch from the app's own pages proves it by Sec-Fetch-Site: same-origin instead. An Origin header must be one of the server's trusted origins.`,
        },
        [OPERATOR_TOKEN]: { type: 'http', scheme: 'bearer', description: 'The operator token set as METRICS_TOKEN; without it set, GET /metrics answers 404.' },
      },
    },
  };
}
