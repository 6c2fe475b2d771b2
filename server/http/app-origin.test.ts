import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/config/env.ts';
import { appOriginRule, authBaseUrl } from './app-origin.ts';

const addresses = () => ['127.0.0.1', '192.168.1.20', 'fd00::7'];
/** `npm start` on every interface of a machine on a LAN, without PUBLIC_URL. */
const lan = parseEnv({ HOST: '0.0.0.0' }, addresses);

describe('appOriginRule', () => {
  const originOf = appOriginRule(lan);

  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['[fd00::7]:3000', 'http://[fd00::7]:3000'],
    ['LOCALHOST:3000', 'http://localhost:3000'],
  ])('follows a Host of a trusted origin (%s)', (host, origin) => {
    expect(originOf(host)).toBe(origin);
  });

  it.each([['tarot.example:3000'], ['192.168.1.20:8080'], ['192.168.1.20'], ['evil@127.0.0.1:3000'], ['127.0.0.1:3000/x'], [''], [null], [undefined]])(
    'falls back to the configured address for any other Host (%s)',
    (host) => {
      expect(originOf(host)).toBe('http://localhost:3000');
    },
  );

  it('always answers PUBLIC_URL when it is set, whatever the Host', () => {
    const configured = appOriginRule(parseEnv({ HOST: '0.0.0.0', PUBLIC_URL: 'https://tarot.example.com/' }, addresses));
    for (const host of ['tarot.example.com', '127.0.0.1:3000', 'localhost:3000']) expect(configured(host)).toBe('https://tarot.example.com');
  });
});

describe('authBaseUrl', () => {
  it('gives better-auth the same hosts and fallback, so its links follow the same rule', () => {
    expect(authBaseUrl(lan)).toEqual({
      allowedHosts: ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', '192.168.1.20:3000', '[fd00::7]:3000'],
      protocol: 'http',
      fallback: 'http://localhost:3000',
    });
    expect(authBaseUrl(parseEnv({ PUBLIC_URL: 'https://tarot.example.com' }, addresses))).toBe('https://tarot.example.com');
  });
});
