export * from './auth.ts';
export * from './points.ts';
