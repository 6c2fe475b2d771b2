import { customType } from 'drizzle-orm/pg-core';

/** A bytea column read as a Buffer from both drivers (node-postgres gives Buffers, PGlite Uint8Arrays). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});
