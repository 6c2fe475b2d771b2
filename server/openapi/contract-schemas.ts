import { z } from 'zod';
import type { Declaration } from '#common/api/endpoint.ts';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as zod writes it. */
export type JsonSchema = Record<string, unknown>;

/**
 * What a client sends (`input`: fields with defaults may be left out) or receives (`output`) as JSON Schema. A part
 * JSON Schema cannot state (a transform) is written as any value; the server's zod schema still checks it.
 */
export function contractJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete json.$schema;
  return json;
}

/** The JSON Schemas of a declaration's parts: what the call takes and, for JSON calls and streams, what it answers. */
export interface DeclarationSchemas {
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** The 200 answer of a JSON call. */
  response?: JsonSchema;
  /** Each event of a stream. */
  event?: JsonSchema;
}

/** The walk docs/api.md and the OpenAPI document share, so the two cannot describe a call differently. */
export function declarationSchemas(declaration: Declaration): DeclarationSchemas {
  const schemas: DeclarationSchemas = {};
  if (declaration.params) schemas.params = contractJsonSchema(declaration.params, 'input');
  if (declaration.query) schemas.query = contractJsonSchema(declaration.query, 'input');
  if (declaration.kind === 'endpoint') {
    if (declaration.body) schemas.body = contractJsonSchema(declaration.body, 'input');
    schemas.response = contractJsonSchema(declaration.response, 'output');
  }
  if (declaration.kind === 'stream') schemas.event = contractJsonSchema(declaration.event, 'output');
  return schemas;
}
