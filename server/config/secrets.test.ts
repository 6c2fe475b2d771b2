import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR whose secrets.json holds `content`, or none when undefined. */
function dataDir(content?: unknown): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-secrets-'));
  dirs.push(dir);
  const path = join(dir, 'secrets.json');
  if (content !== undefined) writeFileSync(path, JSON.stringify(content));
  return { dir, path };
}

const AUTH_SECRET = randomBytes(32).toString('base64url');
const JOB_KEY = randomBytes(32).toString('base64');

describe('validate the job key read from secrets.json', () => {
  it('stops the start on a job key that is missing, of the wrong length or not base64, naming the file and the field but never the value', () => {
    const wrong: [string, unknown][] = [
      ['missing', undefined],
      ['empty', ''],
      ['null', null],
      ['a number', 42],
      ['16 bytes', randomBytes(16).toString('base64')],
      ['48 bytes', randomBytes(48).toString('base64')],
      ['32 bytes in hex', randomBytes(32).toString('hex')],
      ['32 bytes in base64 with a character that is not base64', `${JOB_KEY.slice(0, 10)}!${JOB_KEY.slice(10)}`],
      ['32 bytes in base64 without its padding', JOB_KEY.replace(/=+$/, '')],
    ];
    for (const [label, jobKey] of wrong) {
      const { dir, path } = dataDir({ authSecret: AUTH_SECRET, jobKey });
      const before = readFileSync(path, 'utf8');
      let message = '';
      try {
        loadOrCreateSecrets(dir, {});
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, label).toMatch(/^.*secrets\.json has (no|an invalid) jobKey/);
      expect(message, label).toContain(path);
      if (typeof jobKey === 'string' && jobKey !== '') expect(message, label).not.toContain(jobKey);
      expect(readFileSync(path, 'utf8'), `${label}: the file is left as it was`).toBe(before);
    }
  });

  it('says whether the key is missing or malformed', () => {
    expect(() => loadOrCreateSecrets(dataDir({ authSecret: AUTH_SECRET }).dir, {})).toThrow(/has no jobKey: restore .* from a backup/);
    expect(() => loadOrCreateSecrets(dataDir({ authSecret: AUTH_SECRET, jobKey: 'abc' }).dir, {})).toThrow(/has an invalid jobKey \(it must be 32 random bytes in base64\)/);
  });

  it('starts with a valid stored key, and generates both secrets on a first start', () => {
    expect(loadOrCreateSecrets(dataDir({ authSecret: AUTH_SECRET, jobKey: JOB_KEY }).dir, {})).toEqual({ authSecret: AUTH_SECRET, jobKey: JOB_KEY });

    const { dir, path } = dataDir();
    const created = loadOrCreateSecrets(dir, {});
    expect(Buffer.from(created.jobKey, 'base64')).toHaveLength(32);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(created);
    expect(loadOrCreateSecrets(dir, {})).toEqual(created);
  });

  it('still adds an authSecret missing from the file, keeping its job key', () => {
    const { dir, path } = dataDir({ jobKey: JOB_KEY });
    const secrets = loadOrCreateSecrets(dir, {});
    expect(secrets.jobKey).toBe(JOB_KEY);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(secrets);
  });
});
