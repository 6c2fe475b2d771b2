import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof HealthSchema>;

/** 200 once the database answers; load balancers and the test fixtures wait on it. */
export const getHealth = defineEndpoint({ method: 'GET', path: '/healthz', response: HealthSchema });
