import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

function messageOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** The addresses of a machine on a LAN, for HOST=0.0.0.0. */
const machineAddresses = () => ['127.0.0.1', '192.168.1.20', '::1', '2001:db8::5'];

describe('parseEnv', () => {
  it('gives the embedded defaults with an empty environment', () => {
    expect(parseEnv({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      publicUrlConfigured: false,
      trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      dataDir: './data',
      databaseUrl: undefined,
      authSecret: undefined,
      jobKey: undefined,
      ai: { provider: 'builtin', timeoutSeconds: 120 },
      readingConcurrency: 64,
      databasePoolSize: 20,
      adminEmails: [],
      trustProxy: false,
      rateLimitIpv6Prefix: 64,
      logLevel: 'info',
      oauth: {},
      mail: undefined,
      offerWalls: {},
      analytics: undefined,
    });
  });

  it('trusts only the origin of PUBLIC_URL when it is set', () => {
    const env = parseEnv({ PUBLIC_URL: 'https://tarot.example.com/', HOST: '0.0.0.0' });
    expect(env).toMatchObject({ publicUrl: 'https://tarot.example.com', publicUrlConfigured: true, trustedOrigins: ['https://tarot.example.com'] });
  });

  it('trusts the address HOST names, and every address of the machine when HOST is 0.0.0.0 or ::', () => {
    expect(parseEnv({ HOST: '192.168.1.20', PORT: '8080' }, machineAddresses).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.1.20:8080',
    ]);
    for (const host of ['0.0.0.0', '::']) {
      expect(parseEnv({ HOST: host }, machineAddresses).trustedOrigins).toEqual([
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
        'http://192.168.1.20:3000',
        'http://[2001:db8::5]:3000',
      ]);
    }
  });

  it('reads a mail server', () => {
    const env = parseEnv({ SMTP_URL: 'smtp://arcana:pw@mail.example.com:587', MAIL_FROM: 'Arcana <no-reply@example.com>' });
    expect(env.mail).toEqual({ smtpUrl: 'smtp://arcana:pw@mail.example.com:587', from: 'Arcana <no-reply@example.com>' });
  });

  it('reads admin emails as a lower-cased list and switches OAuth providers on by configuration', () => {
    const env = parseEnv({ ADMIN_EMAILS: ' Admin@Example.com, b@example.com ', GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' });
    expect(env.adminEmails).toEqual(['admin@example.com', 'b@example.com']);
    expect(env.oauth).toEqual({ github: { clientId: 'id', clientSecret: 'secret' } });
  });

  it('switches an offer wall on with both of its values, filling its id into the page address', () => {
    const env = parseEnv({ PUBLIC_URL: 'https://tarot.example.com', THEOREMREACH_APP_ID: 'app key', THEOREMREACH_SECRET: 's1', AYETSTUDIOS_ADSLOT_ID: '42', AYETSTUDIOS_API_KEY: 'k2' });
    expect(env.offerWalls).toEqual({
      theoremreach: { secret: 's1', wallUrl: 'https://theoremreach.com/respondent_entry/direct?api_key=app%20key&user_id={userId}' },
      ayetstudios: { secret: 'k2', wallUrl: 'https://www.ayetstudios.com/offers/web_offerwall/42?external_identifier={userId}' },
    });
    expect(parseEnv({ AYETSTUDIOS_ADSLOT_ID: '42', AYETSTUDIOS_API_KEY: 'k', AYETSTUDIOS_WALL_URL: 'https://walls.example.com/{id}/{userId}' }).offerWalls.ayetstudios?.wallUrl).toBe(
      'https://walls.example.com/42/{userId}',
    );
    expect(messageOf({ AYETSTUDIOS_ADSLOT_ID: '42' })).toBe('Invalid configuration: AYETSTUDIOS_API_KEY and AYETSTUDIOS_ADSLOT_ID must be set together');
    expect(messageOf({ THEOREMREACH_APP_ID: 'a', THEOREMREACH_SECRET: 's' })).toMatch(/^Invalid configuration: PUBLIC_URL is required when THEOREMREACH_SECRET is set/);
    expect(messageOf({ AYETSTUDIOS_WALL_URL: 'https://walls.example.com/' })).toMatch(/AYETSTUDIOS_WALL_URL must contain \{userId\}/);
  });

  it('switches analytics on only with a provider, its script and the site id', () => {
    const configured = { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SCRIPT_URL: 'https://umami.example.com/script.js', ANALYTICS_SITE_ID: 'b59e9c65' };
    expect(parseEnv(configured).analytics).toEqual({ provider: 'umami', scriptUrl: 'https://umami.example.com/script.js', siteId: 'b59e9c65' });
    expect(parseEnv({ ...configured, ANALYTICS_PROVIDER: 'none' }).analytics).toBeUndefined();
    expect(parseEnv({ ANALYTICS_SCRIPT_URL: configured.ANALYTICS_SCRIPT_URL, ANALYTICS_SITE_ID: 'b59e9c65' }).analytics).toBeUndefined();
    expect(messageOf({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'tarot.example.com' })).toBe(
      'Invalid configuration: ANALYTICS_SCRIPT_URL is required when ANALYTICS_PROVIDER is plausible',
    );
    expect(messageOf({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js' })).toBe(
      'Invalid configuration: ANALYTICS_SITE_ID is required when ANALYTICS_PROVIDER is plausible',
    );
    expect(messageOf({ ANALYTICS_PROVIDER: 'google' })).toBe('Invalid configuration: ANALYTICS_PROVIDER must be one of none, plausible, umami (got "google")');
    expect(messageOf({ ...configured, ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toMatch(/^Invalid configuration: ANALYTICS_SCRIPT_URL must be an http:\/\/ or https:\/\/ address/);
  });

  it('analytics without secrets: takes only Plausible’s manual script, which sends the cleared addresses the page gives it', () => {
    const plausible = { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'tarot.example.com' };
    for (const script of ['script.manual.js', 'script.manual.outbound-links.js', 'script.outbound-links.manual.js']) {
      const url = `https://plausible.example.com/js/${script}`;
      expect(parseEnv({ ...plausible, ANALYTICS_SCRIPT_URL: url }).analytics?.scriptUrl, script).toBe(url);
    }
    for (const script of ['script.js', 'script.pageview-props.js', 'manual/script.js']) {
      expect(messageOf({ ...plausible, ANALYTICS_SCRIPT_URL: `https://plausible.example.com/js/${script}` }), script).toMatch(
        /^Invalid configuration: ANALYTICS_SCRIPT_URL must be Plausible's manual script/,
      );
    }
  });

  it('analytics without secrets: pins the provider script with the operator’s Subresource Integrity hashes', () => {
    const umami = { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SCRIPT_URL: 'https://umami.example.com/script.js', ANALYTICS_SITE_ID: 'b59e9c65' };
    const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    expect(parseEnv({ ...umami, ANALYTICS_SCRIPT_INTEGRITY: integrity }).analytics?.integrity).toBe(integrity);
    expect(parseEnv({ ...umami, ANALYTICS_SCRIPT_INTEGRITY: `${integrity} sha512-AAAA` }).analytics?.integrity).toBe(`${integrity} sha512-AAAA`);
    expect(parseEnv(umami).analytics).not.toHaveProperty('integrity');
    expect(messageOf({ ...umami, ANALYTICS_SCRIPT_INTEGRITY: 'md5-abc' })).toMatch(/^Invalid configuration: ANALYTICS_SCRIPT_INTEGRITY must be Subresource Integrity hashes/);
  });

  it('reads an OpenAI-compatible model configuration', () => {
    const env = parseEnv({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3', AI_API_KEY: 'k', AI_TIMEOUT_SECONDS: '30' });
    expect(env.ai).toEqual({ provider: 'openai-compatible', baseURL: 'http://127.0.0.1:11434/v1', model: 'llama3', apiKey: 'k', timeoutSeconds: 30 });
  });

  it('reads how many readings a process writes at once, and how many connections it keeps', () => {
    expect(parseEnv({ READING_CONCURRENCY: '8' }).readingConcurrency).toBe(8);
    expect(parseEnv({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
  });

  it('reads how many leading bits of an IPv6 address make one client of the per-address limits', () => {
    expect(parseEnv({ RATE_LIMIT_IPV6_PREFIX: '56' }).rateLimitIpv6Prefix).toBe(56);
    for (const value of ['16', '129', '64.5', 'all']) {
      expect(messageOf({ RATE_LIMIT_IPV6_PREFIX: value })).toBe(`Invalid configuration: RATE_LIMIT_IPV6_PREFIX must be a whole number from 32 to 128 (got "${value}")`);
    }
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be at most 65535 (got "70000")'],
    [
      { TRUST_PROXY: 'yes' },
      'Invalid configuration: TRUST_PROXY must be false, a number of proxy hops (true means 1), or a comma-separated list of proxy IP addresses or CIDR ranges (got "yes")',
    ],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ PUBLIC_URL: 'tarot' }, 'Invalid configuration: PUBLIC_URL must be an absolute URL such as https://tarot.example.com (got "tarot")'],
    [{ ADMIN_EMAILS: 'a@b.io, nope' }, 'Invalid configuration: ADMIN_EMAILS must be a comma-separated list of email addresses (got "a@b.io, nope")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must be a postgres:// connection URL'],
    [{ DATABASE_URL: 'postgres://db/arcana' }, 'Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set (production mode)'],
    [{ DATABASE_URL: 'postgres://db/arcana', AUTH_SECRET: 'x'.repeat(32) }, 'Invalid configuration: JOB_KEY is required when DATABASE_URL is set (production mode)'],
    [{ JOB_KEY: 'c2hvcnQ=' }, 'Invalid configuration: JOB_KEY must be 32 random bytes in base64 (openssl rand -base64 32)'],
    [{ AI_PROVIDER: 'magic' }, 'Invalid configuration: AI_PROVIDER must be builtin or openai-compatible (got "magic")'],
    [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3' }, 'Invalid configuration: AI_BASE_URL is required when AI_PROVIDER is openai-compatible'],
    [{ READING_CONCURRENCY: '0' }, 'Invalid configuration: READING_CONCURRENCY must be a positive whole number (got "0")'],
    [{ READING_CONCURRENCY: '2.5' }, 'Invalid configuration: READING_CONCURRENCY must be a positive whole number (got "2.5")'],
    [{ READING_CONCURRENCY: 'many' }, 'Invalid configuration: READING_CONCURRENCY must be a positive whole number (got "many")'],
    [{ DATABASE_POOL_SIZE: '-1' }, 'Invalid configuration: DATABASE_POOL_SIZE must be a positive whole number (got "-1")'],
    [{ AI_TIMEOUT_SECONDS: '0' }, 'Invalid configuration: AI_TIMEOUT_SECONDS must be a positive whole number of seconds (got "0")'],
    [{ AI_TIMEOUT_SECONDS: '86400' }, 'Invalid configuration: AI_TIMEOUT_SECONDS must be at most 3600 (an hour) (got "86400")'],
    [{ AUTH_SECRET: 'short' }, 'Invalid configuration: AUTH_SECRET must be at least 32 characters'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'Invalid configuration: GOOGLE_CLIENT_SECRET and GOOGLE_CLIENT_ID must be set together'],
    [{ SMTP_URL: 'mail.example.com' }, 'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587'],
    [
      { SMTP_URL: 'smtp://mail.example.com' },
      'Invalid configuration: MAIL_FROM is required when SMTP_URL is set (the sender of account emails, e.g. Arcana <no-reply@example.com>)',
    ],
  ])('refuses %o with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, fd00::/8 ,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s as hops or proxy addresses, never "trust every hop"', (value, trustProxy) => {
    expect(parseEnv({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each(['11', '-1', '10.0.0.1/33', '10.0.0.1/8/8', 'proxy.example.com', ','])('refuses TRUST_PROXY=%s', (value) => {
    expect(messageOf({ TRUST_PROXY: value })).toMatch(/^Invalid configuration: TRUST_PROXY must be false, a number of proxy hops/);
  });

  it('never echoes a secret or a connection URL back', () => {
    expect(messageOf({ AUTH_SECRET: 'hunter2' })).toMatch(/^Invalid configuration: AUTH_SECRET/);
    expect(messageOf({ AUTH_SECRET: 'hunter2' })).not.toContain('hunter2');
    expect(messageOf({ DATABASE_URL: 'mysql://user:pw@host' })).not.toContain('pw@host');
    expect(messageOf({ SMTP_URL: 'http://user:pw@mail.example.com' })).not.toContain('pw@');
  });
});
