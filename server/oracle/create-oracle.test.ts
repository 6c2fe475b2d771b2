import { describe, expect, it } from 'vitest';
import { createOracle } from './create-oracle.ts';

describe('createOracle', () => {
  it('makes the builtin oracle by default configuration', async () => {
    expect((await createOracle({ provider: 'builtin' })).name).toBe('builtin');
  });

  it('makes the openai-compatible oracle with a base URL and a model', async () => {
    const oracle = await createOracle({ provider: 'openai-compatible', baseURL: 'http://127.0.0.1:9/v1', model: 'some-model' });
    expect(oracle.name).toBe('openai-compatible');
  });

  it('refuses an openai-compatible configuration without a base URL or a model', async () => {
    await expect(createOracle({ provider: 'openai-compatible', model: 'some-model' })).rejects.toThrow(/AI_BASE_URL/);
    await expect(createOracle({ provider: 'openai-compatible', baseURL: 'http://127.0.0.1:9/v1' })).rejects.toThrow(/AI_MODEL/);
  });
});
