import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

/** The client address Fastify settles on for a request from 127.0.0.1 (inject's peer) with this header. */
async function clientIp(trustProxy: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseEnv({ TRUST_PROXY: trustProxy }).trustProxy) });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({ method: 'GET', url: '/ip', headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY', () => {
  it('TRUST_PROXY takes the left-most X-Forwarded-For address, which the client controls: one trusted hop takes the address that proxy saw', async () => {
    // A client sent "X-Forwarded-For: 6.6.6.6"; the one proxy appended the address it really saw.
    expect(await clientIp('1', '6.6.6.6, 10.0.0.9')).toBe('10.0.0.9');
    expect(await clientIp('true', '6.6.6.6, 10.0.0.9')).toBe('10.0.0.9');
    expect(await clientIp('true', '10.0.0.9')).toBe('10.0.0.9');
  });

  it('trusts as many hops as configured, and nothing when off', async () => {
    expect(await clientIp('2', '6.6.6.6, 10.0.0.9, 10.0.0.1')).toBe('10.0.0.9');
    expect(await clientIp('false', '6.6.6.6, 10.0.0.9')).toBe('127.0.0.1');
  });

  it('with a list of proxy addresses, stops at the first address that is not one of them', async () => {
    expect(await clientIp('127.0.0.1', '6.6.6.6, 10.0.0.9')).toBe('10.0.0.9');
    expect(await clientIp('loopback, 10.0.0.0/8', '6.6.6.6, 10.0.0.9')).toBe('6.6.6.6');
    // A peer that is not a listed proxy is the client, whatever it forwards.
    expect(await clientIp('10.0.0.0/8', '6.6.6.6, 10.0.0.9')).toBe('127.0.0.1');
  });
});
