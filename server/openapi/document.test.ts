import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '#common/api/contract.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { getHealth } from '#common/api/health.ts';
import { getMetrics } from '#common/api/metrics.ts';
import { getReading } from '#common/api/readings.ts';
import { getSharedReadingImage } from '#common/api/shares.ts';
import { openApiDocument, type OpenApiDocument, type Operation } from './document.ts';

/** The versioned API's paths, which sit behind the session. */
const VERSIONED_PATH = /^\/v\d+\//;
/** As the server decides it for these tests: the versioned API except what other sites open. */
const needsSession = (declaration: Declaration) => VERSIONED_PATH.test(declaration.path) && declaration !== getSharedReadingImage;
const build = (contract: readonly Declaration[] = CONTRACT) => openApiDocument(contract, { sessionCookie: 'better-auth.session_token', needsSession });

/** The operation for `declaration`, found by its method and its path written as OpenAPI writes paths. */
function operationOf(document: OpenApiDocument, declaration: Declaration): Operation | undefined {
  const path = declaration.path.replace(/:(\w+)/g, '{$1}');
  return document.paths[path]?.[declaration.method.toLowerCase() as Lowercase<Declaration['method']>];
}

/** The fields of a params or query schema, as fuzz-probes.ts reads them. */
const fieldsOf = (schema: object | undefined): string[] => (schema && 'shape' in schema ? Object.keys(schema.shape as object) : []);

/** `METHOD path` of each declaration of the contract the document leaves out. */
const missingFrom = (document: OpenApiDocument) =>
  CONTRACT.filter((declaration) => operationOf(document, declaration) === undefined).map((declaration) => `${declaration.method} ${declaration.path}`);

/** Every `$ref` anywhere in `value`. */
const refsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsIn)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)))
      : [];

describe('An OpenAPI 3.1 document generated from the contract', () => {
  it('passes a real OpenAPI 3.1 validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(build());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has an operation for every declaration of the contract, and says so when one is missing', () => {
    expect(missingFrom(build())).toEqual([]);
    expect(missingFrom(build(CONTRACT.filter((declaration) => declaration !== getReading)))).toEqual([`${getReading.method} ${getReading.path}`]);
  });

  it('gives every declaration its params, query, body, answer and errors', () => {
    const document = build();
    for (const declaration of CONTRACT) {
      const operation = operationOf(document, declaration)!;
      const named = (operation.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);
      const params = fieldsOf(declaration.params).map((name) => `path:${name}`);
      const query = fieldsOf(declaration.query).map((name) => `query:${name}`);
      expect(named, declaration.path).toEqual([...params, ...query]);
      expect(operation.requestBody !== undefined, declaration.path).toBe(declaration.kind === 'endpoint' && declaration.body !== undefined);
      expect(Object.keys(operation.responses), declaration.path).toEqual(expect.arrayContaining(['4XX', '5XX']));
      if (declaration.kind === 'navigation') expect(operation.responses[302], declaration.path).toBeDefined();
      else expect(Object.keys(operation.responses[200]?.content ?? {}), declaration.path).toHaveLength(1);
      if (params.length + query.length > 0 || operation.requestBody) expect(operation.responses[400], declaration.path).toBeDefined();
    }
  });

  it('asks for the session cookie and the app header where the server does, and the operator token for /metrics', () => {
    const document = build();
    expect(operationOf(document, getReading)!.security).toEqual([{ sessionCookie: [], appHeader: [] }]);
    expect(operationOf(document, getHealth)!.security).toEqual([{}]);
    expect(operationOf(document, getSharedReadingImage)!.security).toEqual([{}]);
    expect(operationOf(document, getMetrics)!.security).toEqual([{ operatorToken: [] }]);
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
      appHeader: { type: 'apiKey', in: 'header', name: 'x-arcana-app' },
    });
  });

  it('names each operation once, and points every reference at a component it has', () => {
    const document = build();
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(CONTRACT.length);
    for (const ref of refsIn(document)) {
      const [, section, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
      expect(document.components[section ?? '']?.[name ?? ''], ref).toBeDefined();
    }
  });
});
