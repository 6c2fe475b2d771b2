import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as admin from '#common/api/admin.ts';
import type { ResponseOf } from '#common/api/endpoint.ts';
import { broadcastMessage, type BroadcastRequest } from '#common/api/messages.ts';
import { getCosts, type Costs } from '#common/api/settings.ts';
import { call } from '#client/lib/http.ts';

/*
 * The admin page's calls (docs/product.md#admins), one per line. Changes pass `quietExplained`: a refusal the server
 * explained (a 409 "The user has only 3 gems…", a 400 naming the field) raises no Error dialog, since the form or the
 * row shows the server's own sentence.
 */

/** Every admin query's key starts with this, so one invalidation can reach them all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** The users list's queries, any search and page. */
export const ADMIN_USERS_KEY = [...ADMIN_QUERY_KEY, 'users'] as const;

/** The audit log's queries, any page. */
export const AUDIT_LOG_KEY = [...ADMIN_QUERY_KEY, 'audit'] as const;

/** One page of the users whose email or name contains `query`; the previous page stays on screen while the next loads. */
export const adminUsersQuery = (query: string, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, query, page],
    queryFn: () => call(admin.getAdminUsers, { query: { query: query === '' ? undefined : query, page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One page of the audit log, newest first. */
export const auditLogQuery = (page: number) =>
  queryOptions({ queryKey: [...AUDIT_LOG_KEY, page], queryFn: () => call(admin.getAuditLog, { query: { page } }), placeholderData: keepPreviousData, staleTime: 0 });

/** Adds (or, negative, takes) gems, extra gems or coins; answers the user afterwards. */
export const grantPoints = (id: string, body: admin.GrantRequest): Promise<admin.AdminUser> =>
  call(admin.grantPoints, { params: { id }, body }, { quietExplained: true });

export const banUser = (id: string): Promise<admin.AdminUser> => call(admin.banUser, { params: { id } }, { quietExplained: true });

export const unbanUser = (id: string): Promise<admin.AdminUser> => call(admin.unbanUser, { params: { id } }, { quietExplained: true });

/** Makes a user an admin (`true`) or takes the role back. */
export const setAdminRole = (id: string, isAdmin: boolean): Promise<admin.AdminUser> =>
  call(admin.setAdminRole, { params: { id }, body: { admin: isAdmin } }, { quietExplained: true });

/** Sends one user a message of kind `admin`. */
export const messageUser = (id: string, body: BroadcastRequest): Promise<{ messageId: string }> =>
  call(admin.messageUser, { params: { id }, body }, { quietExplained: true });

/** The headline numbers: users, readings per day, failures, time to write. */
export const adminStatsQuery = queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'stats'], queryFn: () => call(admin.getAdminStats), staleTime: 0 });

/** The costs record in force, as the costs form starts from it. */
export const adminCostsQuery = queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'costs'], queryFn: () => call(getCosts), staleTime: 0 });

/** Stores the whole costs record; answers the record now in force. */
export const updateCosts = (body: Costs): Promise<Costs> => call(admin.updateCosts, { body }, { quietExplained: true });

/** Every bonus reading template, retired, closed and future ones included. */
export const adminSpecialReadingsQuery = queryOptions({
  queryKey: [...ADMIN_QUERY_KEY, 'special-readings'],
  queryFn: async () => (await call(admin.getAdminSpecialReadings)).specialReadings,
  staleTime: 0,
});

export const createSpecialReading = (body: admin.SpecialReadingInput): Promise<admin.AdminSpecialReading> =>
  call(admin.createSpecialReading, { body }, { quietExplained: true });

export const updateSpecialReading = (id: number, body: admin.SpecialReadingInput): Promise<admin.AdminSpecialReading> =>
  call(admin.updateSpecialReading, { params: { id }, body }, { quietExplained: true });

/** Switches a template off: no longer offered or started. */
export const retireSpecialReading = (id: number): Promise<admin.AdminSpecialReading> =>
  call(admin.retireSpecialReading, { params: { id } }, { quietExplained: true });

/** Sends a message to every user; answers how many received it. */
export const sendBroadcast = (body: BroadcastRequest): Promise<ResponseOf<typeof broadcastMessage>> => call(broadcastMessage, { body }, { quietExplained: true });
