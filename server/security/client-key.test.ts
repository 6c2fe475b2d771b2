import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientKey, clientKeys } from './client-key.ts';

describe('IPv6 addresses share one /64 limit', () => {
  it('keys every address of one /64 alike, however it is written', () => {
    const network = '2001:db8:85a3:8d3:0:0:0:0';
    for (const address of [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:1319:8a2e:0370:7344',
      '2001:DB8:85A3:8D3:FFFF:FFFF:FFFF:FFFF',
      '2001:db8:85a3:8d3::',
      '2001:db8:85a3:8d3:0:0:1.2.3.4',
    ]) {
      expect(clientKey(address)).toBe(network);
    }
  });

  it('keys the next /64 apart', () => {
    expect(clientKey('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4:0:0:0:0');
    expect(clientKey('::1')).toBe('0:0:0:0:0:0:0:0');
    expect(clientKey('fe80::1')).not.toBe(clientKey('fe81::1'));
  });

  it('counts an IPv4 client seen through a dual-stack socket as its IPv4 address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    for (const mapped of ['::ffff:203.0.113.9', '::FFFF:cb00:7109', '0:0:0:0:0:ffff:203.0.113.9', '0000:0000:0000:0000:0000:ffff:cb00:7109']) {
      expect(clientKey(mapped)).toBe('203.0.113.9');
    }
  });

  it('drops the zone of a link-local address', () => {
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0:0:0:0:0');
    expect(clientKey('fe80::2%3')).toBe(clientKey('fe80::1'));
  });

  it('masks to the configured prefix, inside a group too', () => {
    expect(clientKey('2001:db8:85a3:8d3::1', 48)).toBe('2001:db8:85a3:0:0:0:0:0');
    expect(clientKey('2001:db8:85a3:8d3::1', 56)).toBe('2001:db8:85a3:800:0:0:0:0');
    expect(clientKey('2001:db8:85a3:8d3::1', 60)).toBe('2001:db8:85a3:8d0:0:0:0:0');
    expect(clientKey('2001:db8:85a3:8d3::1', 128)).toBe('2001:db8:85a3:8d3:0:0:0:1');
  });

  it('leaves anything that is not an IP address as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('not an address')).toBe('not an address');
    expect(clientKey('1::2::3')).toBe('1::2::3');
  });

  it('gives every request the key of its resolved address', async () => {
    const app = Fastify({ trustProxy: true });
    clientKeys(app, 64);
    app.get('/key', async (request) => request.clientKey);
    const key = await app.inject({ method: 'GET', url: '/key', headers: { 'x-forwarded-for': '2001:db8::7' } });
    expect(key.body).toBe('2001:db8:0:0:0:0:0:0');
    await app.close();
  });
});
