import { describe, expect, it } from 'vitest';
import { chooseSteps } from './test-steps.ts';

const names = (options: string[], hasChromium = true) => chooseSteps(options, hasChromium).map((step) => step.name);

describe('CI runs lint and typecheck', () => {
  it('runs `npm run lint` and `npm run typecheck` first in the whole run, each as one check', () => {
    const [lint, typecheck] = chooseSteps([], true);
    expect([lint?.command, typecheck?.command]).toEqual([
      ['npm', 'run', 'lint'],
      ['npm', 'run', 'typecheck'],
    ]);
    expect([lint?.kind, typecheck?.kind]).toEqual(['check', 'check']);
  });

  it('runs every part after them', () => {
    expect(names([])).toEqual(['lint', 'typecheck', 'vitest', 'faults', 'build', 'playwright']);
  });

  it('leaves them out of a run of one part', () => {
    expect(names(['--unit'])).toEqual(['vitest']);
    expect(names(['--faults'])).toEqual(['faults']);
    expect(names(['--e2e'])).toEqual(['build', 'playwright']);
  });

  it('still runs them when browser tests are skipped for want of Chromium', () => {
    expect(names([], false)).toEqual(['lint', 'typecheck', 'vitest', 'faults']);
  });
});
