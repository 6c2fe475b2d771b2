import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE, type AuditEntry } from '#common/api/admin.ts';
import type { Db } from '#server/db/database.ts';
import { adminAudit } from '#server/db/schema/admin.ts';
import { user } from '#server/db/schema/auth.ts';

const actor = alias(user, 'actor');
const subject = alias(user, 'subject');

/** One page of the audit log, newest first, naming the admin and the user concerned by their current email. */
export async function listAuditLog(db: Db, page: number): Promise<{ entries: AuditEntry[]; page: number; pageSize: number; total: number }> {
  const rows = await db
    .select({
      id: adminAudit.id,
      adminEmail: actor.email,
      action: adminAudit.action,
      target: adminAudit.target,
      targetEmail: subject.email,
      detail: adminAudit.detail,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .leftJoin(actor, eq(actor.id, adminAudit.adminId))
    .leftJoin(subject, eq(subject.id, adminAudit.targetUserId))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(adminAudit);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: total?.count ?? 0,
  };
}
