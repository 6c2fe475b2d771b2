import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, IN_PROGRESS_STATUSES, ReadingStatus, SETTLED_STATUSES, WRITTEN_STATUSES } from './readings.ts';

describe('One name for the in-progress and settled status sets', () => {
  it('splits every status into in progress or settled, and keeps the active and written ones inside them', () => {
    expect([...IN_PROGRESS_STATUSES, ...SETTLED_STATUSES].toSorted()).toEqual([...ReadingStatus.options].toSorted());
    expect(IN_PROGRESS_STATUSES.filter((status) => SETTLED_STATUSES.includes(status))).toEqual([]);
    expect([...ACTIVE_STATUSES].toSorted()).toEqual([...IN_PROGRESS_STATUSES, 'ACTIVE'].toSorted());
    expect(WRITTEN_STATUSES.filter((status) => !SETTLED_STATUSES.includes(status))).toEqual([]);
  });
});
