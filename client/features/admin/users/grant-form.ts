import { ADMIN_GRANT_MAX, ADMIN_GRANT_REASON_MAX_LENGTH, type GrantCurrency, type GrantRequest } from '#common/api/admin.ts';

/** What the grant form holds as typed. */
export interface GrantDraft {
  currency: GrantCurrency;
  amount: string;
  reason: string;
}

export const EMPTY_GRANT: GrantDraft = { currency: 'gems', amount: '', reason: '' };

/** The grant the form asks for, or what is wrong with each field, in the server's words (common/api/admin.ts). */
export function readGrant(draft: GrantDraft): { request: GrantRequest } | { problems: { amount?: string; reason?: string } } {
  const problems: { amount?: string; reason?: string } = {};
  const text = draft.amount.trim();
  const amount = Number(text);
  if (text === '' || !Number.isInteger(amount)) problems.amount = 'The amount must be a whole number';
  else if (Math.abs(amount) > ADMIN_GRANT_MAX) problems.amount = `The amount must be between -${ADMIN_GRANT_MAX} and ${ADMIN_GRANT_MAX}`;
  else if (amount === 0) problems.amount = 'The amount must not be zero';
  const reason = draft.reason.trim();
  if (reason === '') problems.reason = 'The reason is required';
  else if (reason.length > ADMIN_GRANT_REASON_MAX_LENGTH) problems.reason = `The reason must be at most ${ADMIN_GRANT_REASON_MAX_LENGTH} characters`;
  if (problems.amount !== undefined || problems.reason !== undefined) return { problems };
  return { request: { currency: draft.currency, amount, reason } };
}
