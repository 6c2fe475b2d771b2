import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import type { Env } from '#server/config/env.ts';
import type { Db } from '#server/db/database.ts';
import * as authSchema from '#server/db/schema/auth.ts';

/**
 * The one header better-auth reads the client address from (for its rate limits). Our proxy route
 * sets it from Fastify's request.ip, replacing anything a client sent, so X-Forwarded-For counts
 * only when TRUST_PROXY says a proxy sets it.
 */
export const CLIENT_IP_HEADER = 'x-arcana-client-ip';

/** Account passwords (sign-in) are separate from the encryption password and need 8 characters. */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;

export interface AuthOptions {
  env: Pick<Env, 'publicUrl' | 'oauth'>;
  secret: string;
  db: Db;
  log: Logger;
}

/** better-auth with email + password, sessions in our database, OAuth providers when configured. */
export function createAuth({ env, secret, db, log }: AuthOptions) {
  const socialProviders: Parameters<typeof betterAuth>[0]['socialProviders'] = {};
  if (env.oauth.github) socialProviders.github = env.oauth.github;
  if (env.oauth.google) socialProviders.google = env.oauth.google;
  return betterAuth({
    appName: 'Arcana',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(env.publicUrl).origin],
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: { enabled: true, minPasswordLength: ACCOUNT_PASSWORD_MIN_LENGTH, autoSignIn: true },
    socialProviders,
    telemetry: { enabled: false },
    // On in every mode (better-auth enables it only in production): sign-in guessing is limited per
    // client address (3 attempts per 10 s on the sign-in and sign-up endpoints, better-auth's rules).
    rateLimit: { enabled: true },
    advanced: {
      useSecureCookies: env.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message) => log[level]({ component: 'auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
