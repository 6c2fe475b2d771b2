import { z } from 'zod';
import { ANALYTICS_PROVIDERS, type AnalyticsConfig } from '#common/analytics.ts';
import { DEFAULT_IPV6_PREFIX } from '#server/security/client-key.ts';
import { type TrustProxy, TrustProxySchema } from './trust-proxy.ts';
import { interfaceAddresses, trustedOriginsFor } from './trusted-origins.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emailList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.email('must be a comma-separated list of email addresses')));

/**
 * Readings one process writes at once. A model call mostly waits on the network, so a process keeps
 * dozens in flight; the builtin interpreter is fast enough that the number barely matters for it.
 */
const DEFAULT_READING_CONCURRENCY = 64;

/** A whole reading from a slow local model can take a minute or two. */
export const DEFAULT_AI_TIMEOUT_SECONDS = 120;

const positiveWholeNumber = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .default(fallback);

/**
 * Connections one process keeps to PostgreSQL. A reading makes a few dozen short queries over its
 * life and a process runs dozens at once: with 10, a process with 50 readings in flight queued for a
 * connection most of the time. Three processes stay well within PostgreSQL's default of 100.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 20;

const optionalSecret = z.string().min(32, 'must be at least 32 characters').optional();

/**
 * An offer wall's page for one user: an https address with `{userId}` where the user's opaque id goes and, in the
 * defaults, `{id}` for the wall's app id or ad slot (docs/architecture.md#offer-walls).
 */
const wallUrlTemplate = z
  .string()
  .regex(/^https:\/\/[^/]/, 'must be an https:// address')
  .refine((value) => value.includes('{userId}'), 'must contain {userId}, where the user\'s id goes')
  .optional();

/**
 * Whether the script is one of Plausible's manual variants (`script.manual.js`, `script.manual.outbound-links.js`…):
 * its file name holds `manual` among its dot-separated parts.
 */
const isPlausibleManualScript = (url: string) => (new URL(url).pathname.split('/').at(-1) ?? '').split('.').includes('manual');

/** The walls' pages as the providers' integration guides give them. */
const DEFAULT_WALL_URLS = {
  theoremreach: 'https://theoremreach.com/respondent_entry/direct?api_key={id}&user_id={userId}',
  ayetstudios: 'https://www.ayetstudios.com/offers/web_offerwall/{id}?external_identifier={userId}',
} as const;

/** The environment Arcana reads, documented variable by variable in `.env.example`. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(0).max(65535, 'must be at most 65535').default(3000),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: z.url('must be an absolute URL such as https://tarot.example.com').optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    AUTH_SECRET: optionalSecret,
    JOB_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
      .optional(),
    AI_PROVIDER: z.enum(['builtin', 'openai-compatible'], 'must be builtin or openai-compatible').default('builtin'),
    AI_BASE_URL: z.url('must be an absolute URL such as http://127.0.0.1:11434/v1').optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    // pg-boss refuses a job expiry of a day or more, and the expiry follows this (server/jobs/boss.ts).
    AI_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a positive whole number of seconds' })
      .int('must be a positive whole number of seconds')
      .positive('must be a positive whole number of seconds')
      .max(3600, 'must be at most 3600 (an hour)')
      .default(DEFAULT_AI_TIMEOUT_SECONDS),
    READING_CONCURRENCY: positiveWholeNumber(DEFAULT_READING_CONCURRENCY),
    DATABASE_POOL_SIZE: positiveWholeNumber(DEFAULT_DATABASE_POOL_SIZE),
    ADMIN_EMAILS: emailList,
    TRUST_PROXY: TrustProxySchema,
    // Shorter than /32 would count several providers' customers as one client.
    RATE_LIMIT_IPV6_PREFIX: z.coerce
      .number({ error: 'must be a whole number from 32 to 128' })
      .int('must be a whole number from 32 to 128')
      .min(32, 'must be a whole number from 32 to 128')
      .max(128, 'must be a whole number from 32 to 128')
      .default(DEFAULT_IPV6_PREFIX),
    LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587')
      .optional(),
    MAIL_FROM: z.string().min(1).optional(),
    THEOREMREACH_APP_ID: z.string().min(1).optional(),
    THEOREMREACH_SECRET: z.string().min(1).optional(),
    THEOREMREACH_WALL_URL: wallUrlTemplate,
    AYETSTUDIOS_ADSLOT_ID: z.string().regex(/^\d+$/, 'must be the number of the web offerwall ad slot').optional(),
    AYETSTUDIOS_API_KEY: z.string().min(1).optional(),
    AYETSTUDIOS_WALL_URL: wallUrlTemplate,
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
    ANALYTICS_PROVIDER: z.enum(['none', ...ANALYTICS_PROVIDERS], `must be one of none, ${ANALYTICS_PROVIDERS.join(', ')}`).default('none'),
    ANALYTICS_SCRIPT_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address such as https://plausible.example.com/js/script.js' })
      .optional(),
    ANALYTICS_SITE_ID: z.string().min(1).optional(),
    ANALYTICS_SCRIPT_INTEGRITY: z
      .string()
      .regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}( sha(256|384|512)-[A-Za-z0-9+/]+={0,2})*$/, 'must be Subresource Integrity hashes such as sha384-… (openssl dgst -sha384 -binary script.js | openssl base64 -A)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when DATABASE_URL is set (production mode)' });
    }
    if (env.DATABASE_URL && !env.JOB_KEY) {
      ctx.addIssue({ code: 'custom', path: ['JOB_KEY'], message: 'is required when DATABASE_URL is set (production mode)' });
    }
    if (env.AI_PROVIDER === 'openai-compatible') {
      for (const name of ['AI_BASE_URL', 'AI_MODEL'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when AI_PROVIDER is openai-compatible' });
      }
    }
    for (const provider of ['GITHUB', 'GOOGLE'] as const) {
      if (Boolean(env[`${provider}_CLIENT_ID`]) !== Boolean(env[`${provider}_CLIENT_SECRET`])) {
        ctx.addIssue({ code: 'custom', path: [`${provider}_CLIENT_SECRET`], message: `and ${provider}_CLIENT_ID must be set together` });
      }
    }
    for (const [id, secret] of [
      ['THEOREMREACH_APP_ID', 'THEOREMREACH_SECRET'],
      ['AYETSTUDIOS_ADSLOT_ID', 'AYETSTUDIOS_API_KEY'],
    ] as const) {
      if (Boolean(env[id]) !== Boolean(env[secret])) ctx.addIssue({ code: 'custom', path: [secret], message: `and ${id} must be set together` });
    }
    // TheoremReach signs the callback's full address: the server rebuilds it from PUBLIC_URL, never from the Host header.
    if (env.THEOREMREACH_SECRET && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required when THEOREMREACH_SECRET is set (TheoremReach signs the callback address)' });
    }
    if (env.ANALYTICS_PROVIDER !== 'none') {
      for (const name of ['ANALYTICS_SCRIPT_URL', 'ANALYTICS_SITE_ID'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when ANALYTICS_PROVIDER is ${env.ANALYTICS_PROVIDER}` });
      }
    }
    // Plausible's other scripts report every page's address as it is, tokens and share keys included.
    if (env.ANALYTICS_PROVIDER === 'plausible' && env.ANALYTICS_SCRIPT_URL && !isPlausibleManualScript(env.ANALYTICS_SCRIPT_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_SCRIPT_URL'],
        message: 'must be Plausible\'s manual script, such as https://plausible.example.com/js/script.manual.js: Arcana sends each page view itself, without tokens or share keys',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set (the sender of account emails, e.g. Arcana <no-reply@example.com>)' });
    }
  });

/** An OAuth provider switched on by configuration. */
export interface OAuthProvider {
  clientId: string;
  clientSecret: string;
}

/** An offer wall this server is configured for (docs/architecture.md#offer-walls). */
export interface OfferWallConfig {
  /** Signs the provider's callbacks: TheoremReach's secret key, ayeT-Studios' publisher API key. */
  secret: string;
  /** The wall's page, with `{userId}` still to fill. */
  wallUrl: string;
}

/** Validated configuration. Secrets that embedded mode may generate are resolved later (see secrets.ts). */
export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The address links in emails point at: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set; without it, links follow the address each request came to. */
  publicUrlConfigured: boolean;
  /** The origins requests are accepted from (see trusted-origins.ts). */
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  /** Encrypts what a queued reading's model needs while it waits (docs/architecture.md#pending-work); base64, 32 bytes. */
  jobKey: string | undefined;
  /** `timeoutSeconds` (AI_TIMEOUT_SECONDS) bounds one model call; a reading job's attempt expires a little after it. */
  ai: { provider: 'builtin' | 'openai-compatible'; baseURL?: string; apiKey?: string; model?: string; timeoutSeconds: number };
  /** How many readings this process's worker writes at once (READING_CONCURRENCY). */
  readingConcurrency: number;
  /** Connections this process keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  adminEmails: readonly string[];
  /** Which X-Forwarded-For hops to believe for the client address (rate limits key on it); see trust-proxy.ts. */
  trustProxy: TrustProxy;
  /** How many leading bits of an IPv6 address name one client in per-address limits (RATE_LIMIT_IPV6_PREFIX); see client-key.ts. */
  rateLimitIpv6Prefix: number;
  logLevel: (typeof LOG_LEVELS)[number];
  oauth: { github?: OAuthProvider; google?: OAuthProvider };
  /** Where account emails go out; without it they are written to the log (see server/mail/). */
  mail: { smtpUrl: string; from: string } | undefined;
  /** The offer walls with keys; a wall left out shows as unavailable and refuses its callbacks. */
  offerWalls: { theoremreach?: OfferWallConfig; ayetstudios?: OfferWallConfig };
  /** Visitor analytics (docs/architecture.md#visitor-analytics); unset, no page loads or calls a provider. */
  analytics: AnalyticsConfig | undefined;
  /** The bearer token `/metrics` asks for (docs/architecture.md#metrics); unset, there are no metrics. */
  metricsToken: string | undefined;
}

/** Thrown for a bad environment; its message is the one line printed before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function offerWall(id: string | undefined, secret: string | undefined, template: string): OfferWallConfig | undefined {
  return id && secret ? { secret, wallUrl: template.replaceAll('{id}', encodeURIComponent(id)) } : undefined;
}

function oauthProvider(id: string | undefined, secret: string | undefined): OAuthProvider | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/**
 * Parses the environment. Empty strings count as unset, as in most .env tooling.
 * @param addresses this machine's addresses, trusted when HOST listens on every interface.
 * @throws ConfigError naming the first bad variable.
 */
export function parseEnv(source: Record<string, string | undefined>, addresses: () => string[] = interfaceAddresses): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const shown = name in present && !/SECRET|PASSWORD|DATABASE_URL|SMTP_URL|KEY/.test(name) ? ` (got "${present[name]}")` : '';
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const env = result.data;
  const oauth: Env['oauth'] = {};
  const github = oauthProvider(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET);
  const google = oauthProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  if (github) oauth.github = github;
  if (google) oauth.google = google;
  const offerWalls: Env['offerWalls'] = {};
  const theoremreach = offerWall(env.THEOREMREACH_APP_ID, env.THEOREMREACH_SECRET, env.THEOREMREACH_WALL_URL ?? DEFAULT_WALL_URLS.theoremreach);
  const ayetstudios = offerWall(env.AYETSTUDIOS_ADSLOT_ID, env.AYETSTUDIOS_API_KEY, env.AYETSTUDIOS_WALL_URL ?? DEFAULT_WALL_URLS.ayetstudios);
  if (theoremreach) offerWalls.theoremreach = theoremreach;
  if (ayetstudios) offerWalls.ayetstudios = ayetstudios;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    trustedOrigins: trustedOriginsFor({ publicUrl: env.PUBLIC_URL, host: env.HOST, port: env.PORT, addresses }),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    jobKey: env.JOB_KEY,
    ai: {
      provider: env.AI_PROVIDER,
      ...(env.AI_BASE_URL ? { baseURL: env.AI_BASE_URL } : {}),
      ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
      ...(env.AI_MODEL ? { model: env.AI_MODEL } : {}),
      timeoutSeconds: env.AI_TIMEOUT_SECONDS,
    },
    readingConcurrency: env.READING_CONCURRENCY,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    adminEmails: env.ADMIN_EMAILS,
    trustProxy: env.TRUST_PROXY,
    rateLimitIpv6Prefix: env.RATE_LIMIT_IPV6_PREFIX,
    logLevel: env.LOG_LEVEL,
    oauth,
    mail: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    offerWalls,
    analytics:
      env.ANALYTICS_PROVIDER !== 'none' && env.ANALYTICS_SCRIPT_URL && env.ANALYTICS_SITE_ID
        ? {
            provider: env.ANALYTICS_PROVIDER,
            scriptUrl: env.ANALYTICS_SCRIPT_URL,
            siteId: env.ANALYTICS_SITE_ID,
            ...(env.ANALYTICS_SCRIPT_INTEGRITY ? { integrity: env.ANALYTICS_SCRIPT_INTEGRITY } : {}),
          }
        : undefined,
    metricsToken: env.METRICS_TOKEN,
  };
}
