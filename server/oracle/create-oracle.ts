/** Picks the model provider from configuration (docs/architecture.md#model-providers); the environment is parsed elsewhere. */
import { createBuiltinOracle } from './builtin.ts';
import type { Oracle } from './oracle.ts';

export interface OracleConfig {
  provider: 'builtin' | 'openai-compatible';
  /** Required for `openai-compatible`. */
  baseURL?: string;
  apiKey?: string;
  /** Required for `openai-compatible`. */
  model?: string;
  /** How long one model call may take (AI_TIMEOUT_SECONDS); the builtin interpreter needs none. */
  timeoutSeconds?: number;
}

/**
 * The oracle the configuration names. The AI SDK is loaded only for a model that needs it: with the
 * builtin interpreter, the default, a start does not spend ~0.1 s loading it.
 * @throws Error when `openai-compatible` lacks its base URL or model, so that start-up stops with one clear line.
 */
export async function createOracle(config: OracleConfig): Promise<Oracle> {
  if (config.provider === 'builtin') return createBuiltinOracle();
  const { baseURL, apiKey, model, timeoutSeconds } = config;
  if (!baseURL) throw new Error('The openai-compatible model provider needs a base URL (AI_BASE_URL)');
  if (!model) throw new Error('The openai-compatible model provider needs a model name (AI_MODEL)');
  const { createOpenAiCompatibleOracle } = await import('./openai-compatible.ts');
  return createOpenAiCompatibleOracle({ baseURL, apiKey, model, ...(timeoutSeconds === undefined ? {} : { timeoutMs: timeoutSeconds * 1000 }) });
}
