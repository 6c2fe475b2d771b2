import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { config as configureZod, locales } from 'zod/mini';
import { recordAdminAction } from './admin/audit-log.ts';
import { requireSession } from './auth/session.ts';
import { createSessionReader } from './auth/session-reader.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { requestAppOrigin } from './http/app-origin.ts';
import { compressResponses } from './http/compression.ts';
import { contentSecurityPolicyDirectives } from './http/content-security-policy.ts';
import { handleError } from './http/errors.ts';
import { indexHtmlCache } from './http/index-html-cache.ts';
import { noStoreApiResponses } from './http/no-store.ts';
import { permissionsPolicy } from './http/permissions-policy.ts';
import { requireAppOrigin } from './http/request-origin.ts';
import { serveSpa } from './http/spa.ts';
import { cacheAdminRoutes } from './routes/admin/cache-routes.ts';
import { onlyAdmins } from './routes/admin/only-admins.ts';
import { queueAdminRoutes } from './routes/admin/queue-routes.ts';
import { adminRoutes } from './routes/admin/routes.ts';
import { authRoutes } from './routes/auth/routes.ts';
import { deckRoutes } from './routes/decks/routes.ts';
import { encryptionRoutes } from './routes/encryption/routes.ts';
import { healthRoutes } from './routes/health/routes.ts';
import { journalRoutes } from './routes/journal/routes.ts';
import { messagesRoutes } from './routes/messages/routes.ts';
import { offerWallCallbackRoutes } from './routes/offer-walls/callbacks.ts';
import { offerWallRoutes } from './routes/offer-walls/routes.ts';
import { pointsRoutes } from './routes/points/routes.ts';
import { profileRoutes } from './routes/profile/routes.ts';
import { readingImageRoutes } from './routes/reading-image/routes.ts';
import { readingEventRoutes } from './routes/readings/events.ts';
import { readingRoutes } from './routes/readings/routes.ts';
import { publicShareRoutes } from './routes/shares/public-routes.ts';
import { shareRoutes } from './routes/shares/routes.ts';
import { formTokenRoutes, honeypotRoutes } from './routes/security/routes.ts';
import { settingsRoutes } from './routes/settings/routes.ts';
import { specialReadingRoutes } from './routes/special-readings/routes.ts';
import { tryReadingRoutes } from './routes/try-reading/routes.ts';
import { userSettingsRoutes } from './routes/user-settings/routes.ts';
import { userStatusRoutes } from './routes/user-status/routes.ts';
import { metricsRoutes } from './routes/metrics/routes.ts';
import { createMetricsRegistry } from './metrics/metrics-registry.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { clientKeys } from './security/client-key.ts';
import { HTTP_LIMITS } from './security/http-limits.ts';
import { handleFrameworkError } from './http/framework-errors.ts';
import type { Services } from './services.ts';

export interface AppOptions {
  /** Where the built SPA lives; tests point it elsewhere. */
  clientDir?: string;
  /** Called for every route as it is registered; tests use it to check every route's guard. */
  onRoute?: (route: RouteOptions) => void;
}

/** The HTTP application: security headers, the API of docs/product.md#calls, and the SPA. */
export async function buildApp(services: Services, options: AppOptions = {}): Promise<FastifyInstance> {
  const { env, database, auth, log } = services;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(env.trustProxy),
    frameworkErrors: handleFrameworkError,
    ...HTTP_LIMITS,
  });
  // The contract's zod/mini schemas carry no messages of their own: a 400 names its problem in English.
  configureZod(locales.en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Before any route, so its timing hook sees every one.
  const metrics = createMetricsRegistry(app, database);

  const https = env.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives({ https, analytics: env.analytics }) },
    // As the policy's frame-ancestors says, for browsers that know only this header.
    frameguard: { action: 'deny' },
    strictTransportSecurity: https,
  });
  permissionsPolicy(app);
  await app.register(cookie);
  clientKeys(app, env.rateLimitIpv6Prefix);
  requireAppOrigin(app, env.trustedOrigins);
  noStoreApiResponses(app);
  // The SPA before compression, which covers only the routes registered after it: its files are precompressed.
  await serveSpa(app, options.clientDir, env.analytics);
  await compressResponses(app);

  openApiRoutes(app, { https });
  healthRoutes(app, { database });
  metricsRoutes(app, { token: env.metricsToken, registry: metrics });
  authRoutes(app, { auth, env, backOff: { db: database.db, secret: services.authSecret } });
  honeypotRoutes(app, { secret: services.authSecret });
  tryReadingRoutes(app, { db: database.db });
  offerWallCallbackRoutes(app, { db: database.db, walls: env.offerWalls, publicUrl: env.publicUrl });
  // Every absolute link written for a request follows its address (docs/architecture.md#links-follow-the-request).
  const appOrigin = requestAppOrigin(env);
  const shareShell = indexHtmlCache(options.clientDir);
  services.caches.register(shareShell);
  // No analytics on share pages: their address holds the link's key, which the provider would record (SECURITY.md).
  publicShareRoutes(app, { db: database.db, appOrigin, indexHtml: () => shareShell.read() });
  const readSession = await createSessionReader(auth, database.db);
  await app.register(async (signedIn) => {
    requireSession(signedIn, readSession);
    profileRoutes(signedIn, { db: database.db, auth, adminEmails: env.adminEmails });
    pointsRoutes(signedIn, { db: database.db });
    offerWallRoutes(signedIn, { db: database.db, walls: env.offerWalls });
    messagesRoutes(signedIn, { db: database.db });
    userStatusRoutes(signedIn, { db: database.db });
    userSettingsRoutes(signedIn, { db: database.db });
    adminRoutes(signedIn, { db: database.db, adminEmails: env.adminEmails });
    const admins = onlyAdmins({ db: database.db, adminEmails: env.adminEmails });
    queueAdminRoutes(signedIn, { db: database.db, boss: services.boss, jobWakeUp: services.jobWakeUp, progress: services.progress, onlyAdmins: admins, recordAction: recordAdminAction });
    cacheAdminRoutes(signedIn, { db: database.db, caches: services.caches, onlyAdmins: admins, recordAction: recordAdminAction });
    specialReadingRoutes(signedIn, { db: database.db });
    readingRoutes(signedIn, { db: database.db, boss: services.boss, jobKey: services.jobKey, jobWakeUp: services.jobWakeUp, progress: services.progress });
    readingEventRoutes(signedIn, { db: database.db, progress: services.progress });
    readingImageRoutes(signedIn, { db: database.db });
    formTokenRoutes(signedIn, { db: database.db });
    encryptionRoutes(signedIn, { db: database.db, auth, secureCookies: https });
    deckRoutes(signedIn, { db: database.db });
    settingsRoutes(signedIn, { db: database.db });
    shareRoutes(signedIn, { db: database.db, appOrigin });
    journalRoutes(signedIn, { db: database.db });
  });
  return app;
}
