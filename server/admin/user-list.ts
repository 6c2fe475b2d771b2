import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminUser, type AdminUsers } from '#common/api/admin.ts';
import { regenerate } from '#common/domain/gem-regen.ts';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { adminGrant, userBan } from '#server/db/schema/admin.ts';
import { session, user } from '#server/db/schema/auth.ts';
import { points } from '#server/db/schema/points.ts';
import { reading } from '#server/db/schema/readings.ts';
import { type Executor, toPointsRecord } from '#server/points/load-points.ts';
import { isListedAdmin } from '#server/policies/is-admin.ts';

const columns = {
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  points,
  readings: sql<number>`(SELECT count(*)::int FROM ${reading} WHERE ${reading.userId} = ${user.id})`,
  lastSeenMs: sql<number | null>`(SELECT (extract(epoch FROM max(${session.updatedAt})) * 1000)::float8 FROM ${session} WHERE ${session.userId} = ${user.id})`,
  banned: sql<boolean>`EXISTS (SELECT 1 FROM ${userBan} WHERE ${userBan.userId} = ${user.id})`,
  granted: sql<boolean>`EXISTS (SELECT 1 FROM ${adminGrant} WHERE ${adminGrant.userId} = ${user.id})`,
};

type Row = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  points: typeof points.$inferSelect | null;
  readings: number;
  lastSeenMs: number | null;
  banned: boolean;
  granted: boolean;
};

function toAdminUser(row: Row, adminEmails: readonly string[], now: number): AdminUser {
  const balance = row.points ? regenerate(toPointsRecord(row.points), now) : undefined;
  const listedAdmin = isListedAdmin(row, adminEmails);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    // A user who never opened the app has no points row yet and starts full (docs/product.md#gems-and-coins).
    gems: balance?.points ?? DEFAULT_MAX_POINTS,
    extraPoints: balance?.extraPoints ?? 0,
    coins: balance?.coins ?? 0,
    readings: row.readings,
    createdAt: row.createdAt.getTime(),
    lastSeen: row.lastSeenMs === null ? null : Math.round(row.lastSeenMs),
    banned: row.banned,
    admin: listedAdmin || row.granted,
    listedAdmin,
  };
}

/** `text` as a LIKE pattern matching itself anywhere: its wildcards and the escape character are escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of users whose email or name contains `query` (any case), newest account first, with the total. */
export async function listUsers(
  db: Pick<Executor, 'select'>,
  { query, page, adminEmails, now = Date.now() }: { query: string; page: number; adminEmails: readonly string[]; now?: number },
): Promise<AdminUsers> {
  const pattern = containsPattern(query);
  const where: SQL | undefined = query === '' ? undefined : or(ilike(user.email, pattern), ilike(user.name, pattern));
  const rows = await db
    .select(columns)
    .from(user)
    .leftJoin(points, eq(points.userId, user.id))
    .where(where)
    .orderBy(desc(user.createdAt), user.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(user).where(where);
  return { users: rows.map((row) => toAdminUser(row, adminEmails, now)), page, pageSize: ADMIN_PAGE_SIZE, total: total?.count ?? 0 };
}

/** One user as the admin area shows them; undefined when there is no such user. */
export async function findAdminUser(db: Pick<Executor, 'select'>, id: string, adminEmails: readonly string[], now = Date.now()): Promise<AdminUser | undefined> {
  const [row] = await db.select(columns).from(user).leftJoin(points, eq(points.userId, user.id)).where(eq(user.id, id));
  return row && toAdminUser(row, adminEmails, now);
}
