export * from './auth.ts';
export * from './points.ts';
export * from './encryption.ts';
export * from './ledger.ts';
export * from './decks.ts';
export * from './readings.ts';
export * from './settings.ts';
