import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, MAX_READING_CARDS } from '../limits.ts';
import { defineEndpoint } from './endpoint.ts';
import { BroadcastRequestSchema } from './messages.ts';
import { CostsSchema } from './settings.ts';
import { dbText } from './text.ts';

/*
 * The admin area's calls (docs/product.md#admins): users and their balances, bans and roles, the costs record,
 * bonus reading templates, a message to one user, the headline numbers and the audit log. Each answers 403 to a
 * signed-in user who is not an admin.
 */

const count = () => z.number().check(z.int(), z.nonnegative());

/** Rows per page of the users list and the audit log. */
export const ADMIN_PAGE_SIZE = 20;
/** The furthest page a list goes to: a bound on the offset the database skips, far beyond any real list. */
export const ADMIN_MAX_PAGE = 10_000;

const page = z.optional(
  z.coerce.number().check(z.int('The page must be a whole number'), z.minimum(1, 'Pages start at 1'), z.maximum(ADMIN_MAX_PAGE, `Pages stop at ${ADMIN_MAX_PAGE}`)),
);

/** A page of a list: which one, how many rows a page holds, and how many rows there are in all. */
const paging = { page: z.number().check(z.int(), z.minimum(1)), pageSize: count(), total: count() };

// ── Users ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const AdminUsersQuery = z.object({
  /** Part of an email or a name, any case; empty lists everyone. */
  query: z.optional(dbText('The search').check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH))),
  page,
});

/** A user as the admin area lists them; times in epoch milliseconds. */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Regular gems now, regeneration included, as the header would show them. */
  gems: count(),
  extraPoints: count(),
  coins: count(),
  /** Readings the user has now (discarded and deleted ones are gone). */
  readings: count(),
  createdAt: z.number(),
  /** The latest activity of any of the user's sessions; null with none. */
  lastSeen: z.nullable(z.number()),
  banned: z.boolean(),
  admin: z.boolean(),
  /** Admin by ADMIN_EMAILS: no one can revoke or ban them from the app. */
  listedAdmin: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersSchema = z.object({ users: z.array(AdminUserSchema), ...paging });
export type AdminUsers = z.infer<typeof AdminUsersSchema>;

export const AdminUserIdParams = z.object({ id: dbText('The user id').check(z.minLength(1, 'The user id is required'), z.maxLength(255)) });

/** The most one grant may add or take. */
export const ADMIN_GRANT_MAX = 10_000;
export const ADMIN_GRANT_REASON_MAX_LENGTH = 200;

/** Which balance a grant changes: regular gems, extra gems or coins. */
export const GrantCurrencySchema = z.enum(['gems', 'extraPoints', 'coins']);
export type GrantCurrency = z.infer<typeof GrantCurrencySchema>;

export const GrantRequestSchema = z.object({
  currency: GrantCurrencySchema,
  amount: z.number().check(
    z.int('The amount must be a whole number'),
    z.minimum(-ADMIN_GRANT_MAX, `The amount must be between -${ADMIN_GRANT_MAX} and ${ADMIN_GRANT_MAX}`),
    z.maximum(ADMIN_GRANT_MAX, `The amount must be between -${ADMIN_GRANT_MAX} and ${ADMIN_GRANT_MAX}`),
    z.refine((amount) => amount !== 0, 'The amount must not be zero'),
  ),
  reason: dbText('The reason').check(z.trim(), z.minLength(1, 'The reason is required'), z.maxLength(ADMIN_GRANT_REASON_MAX_LENGTH)),
});
export type GrantRequest = z.infer<typeof GrantRequestSchema>;

export const AdminRoleRequestSchema = z.object({ admin: z.boolean() });

export const DirectMessageResultSchema = z.object({ messageId: z.string() });

/** One page of users whose email or name contains `query`, newest account first. */
export const getAdminUsers = defineEndpoint({ method: 'GET', path: '/v1/admin/users', query: AdminUsersQuery, response: AdminUsersSchema });

/**
 * Adds (or, negative, takes) gems, extra gems or coins, as one ledger entry naming the admin and the reason. 409
 * when it would take a balance below zero; answers the user afterwards.
 */
export const grantPoints = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/users/:id/grant',
  params: AdminUserIdParams,
  body: GrantRequestSchema,
  response: AdminUserSchema,
});

/** Bans a user: their sessions end and they can no longer sign in. 409 for oneself or an ADMIN_EMAILS admin. */
export const banUser = defineEndpoint({ method: 'POST', path: '/v1/admin/users/:id/ban', params: AdminUserIdParams, response: AdminUserSchema });

/** Lifts a ban. */
export const unbanUser = defineEndpoint({ method: 'POST', path: '/v1/admin/users/:id/unban', params: AdminUserIdParams, response: AdminUserSchema });

/** Makes a user an admin, or takes the role back (409 for oneself or an ADMIN_EMAILS admin). */
export const setAdminRole = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/users/:id/admin',
  params: AdminUserIdParams,
  body: AdminRoleRequestSchema,
  response: AdminUserSchema,
});

/** Sends one user a message, shaped like a broadcast. */
export const messageUser = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/users/:id/message',
  params: AdminUserIdParams,
  body: BroadcastRequestSchema,
  response: DirectMessageResultSchema,
});

// ── Costs ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** The highest value a cost may take, in gems, and the highest multiplier. */
export const COST_MAX = 100;
export const COST_MULTIPLIER_MAX = 10;

const cost = (max: number) =>
  z.number('Each cost must be a number').check(z.nonnegative('A cost cannot be negative'), z.maximum(max, `A cost cannot be above ${max}`));

/** The costs record an admin stores: every field required, none negative, none absurd. */
export const CostsUpdateSchema = z.object({
  costPerCard: cost(COST_MAX),
  costMultiplierCrossingCard: cost(COST_MULTIPLIER_MAX),
  costMultiplierVisualDescriptions: cost(COST_MULTIPLIER_MAX),
  costGeneralQuestion: cost(COST_MAX),
  costSpecificQuestion: cost(COST_MAX),
  costForClarifier: cost(COST_MAX),
  costForClarifierMultiplierCrossingCard: cost(COST_MULTIPLIER_MAX),
  costPerCardClarifier: cost(COST_MAX),
});

/** Stores the costs record; the next price shown and charged uses it. Answers the record in force. */
export const updateCosts = defineEndpoint({ method: 'POST', path: '/v1/admin/costs', body: CostsUpdateSchema, response: CostsSchema });

// ── Bonus readings ──────────────────────────────────────────────────────────────────────────────────────────────

export const SPECIAL_TITLE_MAX_LENGTH = 80;
export const SPECIAL_DESCRIPTION_MAX_LENGTH = 300;
export const SPECIAL_PROMPT_MAX_LENGTH = 2000;
export const SPECIAL_POSITION_NAME_MAX_LENGTH = 40;
export const SPECIAL_POSITION_MEANING_MAX_LENGTH = 200;
export const SPECIAL_FLAT_COST_MAX = 100;

const text = (label: string, max: number) =>
  dbText(label).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));

/** The last millisecond of the year 9999: later times are beyond what a date column or an ISO date string holds. */
export const LATEST_MOMENT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const moment = z.nullable(
  z.number().check(z.int('A time must be whole epoch milliseconds'), z.nonnegative(), z.maximum(LATEST_MOMENT, 'A time must be before the year 10000')),
);

/** A bonus reading template as an admin writes it; times in epoch milliseconds, null for no bound. */
export const SpecialReadingInputSchema = z
  .object({
    title: text('The title', SPECIAL_TITLE_MAX_LENGTH),
    description: text('The description', SPECIAL_DESCRIPTION_MAX_LENGTH),
    prompt: text('The guidance', SPECIAL_PROMPT_MAX_LENGTH),
    positions: z
      .array(z.object({ name: text('A position name', SPECIAL_POSITION_NAME_MAX_LENGTH), meaning: text('A position meaning', SPECIAL_POSITION_MEANING_MAX_LENGTH) }))
      .check(z.minLength(1, 'Name at least one position'), z.maxLength(MAX_READING_CARDS, `At most ${MAX_READING_CARDS} positions`)),
    flatCost: z.number().check(z.int('The price must be a whole number of gems'), z.minimum(1, 'The price must be at least 1 gem'), z.maximum(SPECIAL_FLAT_COST_MAX)),
    availableFrom: moment,
    availableUntil: moment,
    enabled: z.boolean(),
  })
  .check(
    z.refine((input) => input.availableFrom === null || input.availableUntil === null || input.availableFrom < input.availableUntil, {
      message: 'The end must come after the start',
      path: ['availableUntil'],
    }),
  );
export type SpecialReadingInput = z.infer<typeof SpecialReadingInputSchema>;

/** A template as the admin area shows it: everything, guidance included, and whether it is open now. */
export const AdminSpecialReadingSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  prompt: z.string(),
  positions: z.array(z.object({ name: z.string(), meaning: z.string() })),
  flatCost: count(),
  availableFrom: z.nullable(z.number()),
  availableUntil: z.nullable(z.number()),
  enabled: z.boolean(),
  open: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AdminSpecialReading = z.infer<typeof AdminSpecialReadingSchema>;

export const AdminSpecialReadingsSchema = z.object({ specialReadings: z.array(AdminSpecialReadingSchema) });

export const SpecialReadingIdParams = z.object({ id: z.coerce.number().check(z.int('The id must be a whole number'), z.positive(), z.maximum(2_147_483_647)) });

/** Every template, switched off, closed and future ones included, oldest first. */
export const getAdminSpecialReadings = defineEndpoint({ method: 'GET', path: '/v1/admin/special-readings', response: AdminSpecialReadingsSchema });

/** Creates a template; it is offered as soon as it is switched on and its window is open. */
export const createSpecialReading = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/special-readings',
  body: SpecialReadingInputSchema,
  response: AdminSpecialReadingSchema,
});

/** Replaces a template; readings already started keep what they were laid with (docs/product.md#bonus-readings). */
export const updateSpecialReading = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/special-readings/:id',
  params: SpecialReadingIdParams,
  body: SpecialReadingInputSchema,
  response: AdminSpecialReadingSchema,
});

/** Switches a template off: it is no longer offered or started. */
export const retireSpecialReading = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/special-readings/:id/retire',
  params: SpecialReadingIdParams,
  response: AdminSpecialReadingSchema,
});

// ── Numbers and the audit log ───────────────────────────────────────────────────────────────────────────────────

/** How many days the headline numbers cover. */
export const ADMIN_STATS_DAYS = 30;

export const AdminStatsSchema = z.object({
  users: count(),
  /** Readings started on each of the last 30 UTC days, oldest first, today last; `day` is `YYYY-MM-DD`. */
  readingsPerDay: z.array(z.object({ day: z.string(), readings: count() })),
  /** Readings that failed (and were refunded) in the last 30 days. */
  failedReadings: count(),
  /** Mean seconds from start to written over the readings started in the last 30 days and written; null with none. */
  averageGenerationSeconds: z.nullable(z.number().check(z.nonnegative())),
  /**
   * How many readings that mean is over, 0 exactly when it is null. Optional because it came after the rest: an answer
   * without it still parses, and its mean is shown without a count.
   */
  timedReadings: z.optional(count()),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** The headline numbers: users, readings per day, failures and the time to write a reading. */
export const getAdminStats = defineEndpoint({ method: 'GET', path: '/v1/admin/stats', response: AdminStatsSchema });

/** One admin action; `adminEmail` and `targetEmail` are null once that account is gone. */
export const AuditEntrySchema = z.object({
  id: z.number().check(z.int()),
  adminEmail: z.nullable(z.string()),
  action: z.string(),
  target: z.string(),
  targetEmail: z.nullable(z.string()),
  detail: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.number(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema), ...paging });

/** The audit log, newest first. */
export const getAuditLog = defineEndpoint({ method: 'GET', path: '/v1/admin/audit', query: z.object({ page }), response: AuditLogSchema });
