import type { FastifyInstance } from 'fastify';
import { getCosts } from '#common/api/settings.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { loadCosts } from '#server/settings/load-costs.ts';

/** The costs record in force: the same one a start charges with (docs/architecture.md#gems-and-the-ledger). */
export function settingsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, getCosts, () => loadCosts(db));
}
