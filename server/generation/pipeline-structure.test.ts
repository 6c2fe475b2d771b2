import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..');

/** The server's TypeScript files under `dir`, as paths from server/, tests included when asked. */
function filesOf(dir: string, { tests }: { tests: boolean }): string[] {
  return readdirSync(join(SERVER, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && (tests || !file.endsWith('.test.ts')))
    .map((file) => join(dir, file));
}

const read = (file: string) => readFileSync(join(SERVER, file), 'utf8');

describe('commands and jobs import one way', () => {
  it('no file of server/jobs imports server/commands: the pipeline keeps what the jobs need', () => {
    const backwards = filesOf('jobs', { tests: true }).filter((file) => /from '(#server\/commands\/|\.\.\/commands\/)/.test(read(file)));
    expect(backwards).toEqual([]);
  });
});

describe('one generation job module', () => {
  it('works readings and clarifiers from one module of server/jobs, and one module publishes GENERATING, ACTIVE and FAILED', () => {
    const workers = filesOf('jobs', { tests: false }).filter((file) => read(file).includes('QUEUES.generateReading') && read(file).includes('startJobPump'));
    expect(workers).toEqual(['jobs/generation.ts']);
    const publishers = filesOf('.', { tests: false }).filter((file) =>
      read(file)
        .split('\n')
        .some((line) => line.includes('.publish(') && /status: '(GENERATING|ACTIVE|FAILED)'/.test(line) && !line.includes('partial')),
    );
    expect(publishers).toEqual([]);
    expect(read('jobs/generation.ts')).toContain('progress.publish(');
  });
});
