import { existsSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '#common/api/auth.ts';
import { CONTRACT } from '#common/api/contract.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { DOCS_STYLESHEET } from './docs-page.ts';
import type { OpenApiDocument, Operation } from './document.ts';

let server: TestServer;
let document: OpenApiDocument;
beforeAll(async () => {
  // With a metrics token, as an operator who scrapes /metrics runs it: without one, /metrics answers 404 to everyone.
  server = await startTestServer({ env: { METRICS_TOKEN: 'm'.repeat(32) } });
  // As another site, or a script, would ask: no session, no app header, no origin of ours.
  const response = await server.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'sec-fetch-site': 'cross-site' } });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(() => server.close());

/** The served document's operation for each declaration of the contract, or undefined when it leaves one out. */
const operations = () =>
  CONTRACT.map((declaration) => ({
    declaration,
    operation: document.paths[declaration.path.replace(/:(\w+)/g, '{$1}')]?.[declaration.method.toLowerCase() as 'get'] as Operation | undefined,
  }));

/** A URL of the declaration's route, each `:name` filled with a placeholder. */
const urlOf = (path: string) => path.replace(/:\w+/g, 'placeholder');
const schemesOf = (operation: Operation) => Object.keys(operation.security[0] ?? {});

describe('An OpenAPI 3.1 document generated from the contract, served at /openapi.json and browsable at /docs', () => {
  it('serves a document a real OpenAPI 3.1 validator passes, with every declaration of the contract in it', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    const missing = operations().filter(({ operation }) => operation === undefined);
    expect(missing.map(({ declaration }) => `${declaration.method} ${declaration.path}`)).toEqual([]);
  });

  it('asks for the session cookie exactly where the server answers 401 without one', async () => {
    for (const { declaration, operation } of operations()) {
      const response = await server.request({ method: declaration.method, url: urlOf(declaration.path) });
      const asksForCredentials = schemesOf(operation!).some((scheme) => scheme === 'sessionCookie' || scheme === 'operatorToken');
      expect(response.statusCode === 401, `${declaration.method} ${declaration.path} answered ${response.statusCode}`).toBe(asksForCredentials);
    }
  });

  it('asks for the app header exactly where the server refuses a request another site started', async () => {
    for (const { declaration, operation } of operations()) {
      const response = await server.app.inject({ method: declaration.method, url: urlOf(declaration.path), headers: { 'sec-fetch-site': 'cross-site' } });
      const refused = response.statusCode === 403 && response.json<{ error: string }>().error === 'foreign_request';
      // Sign-out needs no header but is refused all the same when another site starts it: its description says so.
      const expected = schemesOf(operation!).includes('appHeader') || declaration === logout;
      expect(refused, `${declaration.method} ${declaration.path} answered ${response.statusCode}`).toBe(expected);
    }
    const signOut = operations().find(({ declaration }) => declaration === logout)!.operation!;
    expect(signOut.description).toContain('refused when the browser says another site started it');
  });

  it('names the session cookie a sign-in sets', async () => {
    const user = await server.signUp();
    const cookieNames = user.cookie.split('; ').map((pair) => pair.split('=')[0]);
    const scheme = document.components.securitySchemes?.sessionCookie as { name: string };
    expect(cookieNames).toContain(scheme.name);
  });

  it('shows every call at /docs on a page of its own, with no script and only its own stylesheet', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    for (const { declaration } of operations()) expect(response.body).toContain(`<code>${declaration.path.replace(/:(\w+)/g, '{$1}')}</code>`);
    expect(response.body).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    expect([...response.body.matchAll(/(?:href|src)="([^"]*)"/g)].map(([, address]) => address).filter((address) => !/^[/#]/.test(address!))).toEqual([]);
    expect(response.body).toContain(`<link rel="stylesheet" href="${DOCS_STYLESHEET}">`);
    expect(existsSync(new URL(`../../client/public${DOCS_STYLESHEET}`, import.meta.url))).toBe(true);
  });
});
