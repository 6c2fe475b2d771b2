import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, storableErrorMessage } from './errors.ts';
import { retryWhileDatabaseUnavailable } from './retry-while-unavailable.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const MINUTE = 60_000;

/** Work that fails with `errors` in turn, then answers `value`; counts its calls. */
function failing(errors: Error[], value = 'done') {
  const work = async () => {
    work.calls += 1;
    const error = errors.shift();
    if (error) throw error;
    return value;
  };
  work.calls = 0;
  return work;
}

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, a shutdown, a broken connection and a Drizzle-wrapped one, and nothing else', () => {
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused() }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    console.log('isDatabaseUnavailable: 6 kinds of lost database (refused, 57P01, 57P03, 08006, terminated, wrapped) true; 3 other errors false');
  });
});

describe('storableErrorMessage', () => {
  it('keeps the words of the driver, not the wrapper quoting parameters, and drops NUL characters', () => {
    const driver = Object.assign(new Error('could not extend file: No space left on device\u0000'), { code: '53100' });
    const wrapped = new Error('Failed query: update reading set sealed_result = $1\nparams: \u0000\u0001secret', { cause: driver });
    expect(storableErrorMessage(wrapped)).toBe('could not extend file: No space left on device');
    expect(storableErrorMessage(new Error('the model\u0000 timed out'))).toBe('the model timed out');
    console.log('a wrapped disk-full error stored as the driver message without parameters or NULs');
  });
});

describe('retryWhileDatabaseUnavailable', () => {
  it('tries again while the database is away and answers once it is back', async () => {
    const work = failing([refused(), refused()]);
    await expect(retryWhileDatabaseUnavailable(work, Date.now() + MINUTE)).resolves.toBe('done');
    expect(work.calls).toBe(3);
    console.log('2 refused connections then success: answered on the 3rd try');
  });

  it('tries again while the disk is full', async () => {
    const work = failing([Object.assign(new Error('could not extend file'), { code: '53100' })]);
    await expect(retryWhileDatabaseUnavailable(work, Date.now() + MINUTE)).resolves.toBe('done');
    expect(work.calls).toBe(2);
    console.log('a disk-full failure then success: answered on the 2nd try');
  });

  it('throws any other error at once', async () => {
    const work = failing([new Error('bad input')]);
    await expect(retryWhileDatabaseUnavailable(work, Date.now() + MINUTE)).rejects.toThrow('bad input');
    expect(work.calls).toBe(1);
    console.log('another error: thrown after 1 try');
  });

  it('gives up with the last error when the next try would come after its deadline', async () => {
    const work = failing([refused(), refused()]);
    await expect(retryWhileDatabaseUnavailable(work, Date.now())).rejects.toThrow('ECONNREFUSED');
    expect(work.calls).toBe(1);
    console.log('deadline reached: the refused connection thrown after 1 try');
  });
});
