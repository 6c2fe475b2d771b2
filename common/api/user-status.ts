import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { SuccessSchema } from './readings.ts';

/**
 * Where a user is in their first run (docs/product.md#user-status-and-messages): NEW until they
 * dismiss the first-run guidance or start a reading, ENGAGED from then on.
 */
export const UserStatusValueSchema = z.enum(['NEW', 'ENGAGED']);
export type UserStatusValue = z.infer<typeof UserStatusValueSchema>;

export const UserStatusSchema = z.object({ status: UserStatusValueSchema });
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** The signed-in user's status. */
export const getUserStatus = defineEndpoint({ method: 'GET', path: '/v1/user-status/get', response: UserStatusSchema });

/** Marks the user engaged (again is fine): the first-run guidance is not shown again. */
export const setEngaged = defineEndpoint({ method: 'POST', path: '/v1/user-status/set-engaged', response: SuccessSchema });
