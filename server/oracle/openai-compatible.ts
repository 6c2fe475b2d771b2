/**
 * The `openai-compatible` oracle (docs/architecture.md#model-providers): any server speaking OpenAI's chat completions API
 * (OpenAI, Ollama, vLLM, LM Studio, llama.cpp…), through the Vercel AI SDK with streamed structured
 * output. Neither the prompt nor the output is ever logged.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { Output, streamText } from 'ai';
import type { Oracle, OracleOutput, OracleRequest, PartialOracleOutput } from './oracle.ts';
import { ModelOutputSchema, toOracleOutput, toPartialOutput } from './model-output.ts';
import { buildSystemPrompt, buildUserPrompt } from './prompt.ts';
import { toOracleError } from './provider-errors.ts';

/** A whole reading from a slow local model can take a minute or two. */
const DEFAULT_TIMEOUT_MS = 120_000;
/** The live page gains nothing from updates more frequent than this (see Oracle.generate). */
const DEFAULT_PARTIAL_INTERVAL_MS = 250;

export interface OpenAiCompatibleOracleOptions {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseURL: string;
  /** Sent as a bearer token; local servers often need none. */
  apiKey?: string;
  model: string;
  /** Abort a reading that has not finished by then (default 120 s); a timeout is retryable. */
  timeoutMs?: number;
  /** Minimum time between `onPartial` calls (default 250 ms); the last partial is always delivered. */
  partialIntervalMs?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
}

/** Calls `onPartial` at most once per interval, keeping the newest partial for the next slot. */
function throttlePartials(onPartial: ((partial: PartialOracleOutput) => void) | undefined, intervalMs: number) {
  let lastSent = Number.NEGATIVE_INFINITY;
  let pending: PartialOracleOutput | undefined;
  return {
    push(partial: PartialOracleOutput) {
      const now = performance.now();
      if (now - lastSent >= intervalMs) {
        lastSent = now;
        pending = undefined;
        onPartial?.(partial);
      } else {
        pending = partial;
      }
    },
    flush() {
      if (pending !== undefined) onPartial?.(pending);
      pending = undefined;
    },
  };
}

/** The oracle named `openai-compatible`, writing readings with `model` at `baseURL`. */
export function createOpenAiCompatibleOracle(options: OpenAiCompatibleOracleOptions): Oracle {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    // Without it the SDK sends only `{ type: 'json_object' }` and the model never sees the schema.
    supportsStructuredOutputs: true,
    fetch: options.fetch,
  });
  const model = provider.chatModel(options.model);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const partialIntervalMs = options.partialIntervalMs ?? DEFAULT_PARTIAL_INTERVAL_MS;

  async function generate(
    request: OracleRequest,
    { onPartial, signal }: { onPartial?: (partial: PartialOracleOutput) => void; signal?: AbortSignal },
  ): Promise<OracleOutput> {
    const timeout = AbortSignal.timeout(timeoutMs);
    // Ours, so that every way out of this function (including an error thrown by onPartial) ends the HTTP request.
    const done = new AbortController();
    const abortSignal = AbortSignal.any([done.signal, timeout, ...(signal ? [signal] : [])]);
    // streamText reports a failed call only to onError (its output promise then rejects with a generic
    // NoOutputGeneratedError), so the first error is kept here to classify it. Passing onError also
    // replaces the SDK's default, which would log the error, and with it the request body, to the console.
    let streamError: unknown;
    try {
      const result = streamText({
        model,
        system: buildSystemPrompt(),
        prompt: buildUserPrompt(request),
        output: Output.object({ schema: ModelOutputSchema, name: 'tarot_reading' }),
        abortSignal,
        // Retries belong to the job worker, which knows the attempt count and the user's wait.
        maxRetries: 0,
        onError: ({ error }) => {
          streamError ??= error;
        },
      });
      const partials = throttlePartials(onPartial, partialIntervalMs);
      for await (const partial of result.partialOutputStream) {
        partials.push(toPartialOutput(partial, request.includeVisualDescriptions));
      }
      partials.flush();
      return toOracleOutput(await result.output, request);
    } catch (error) {
      throw toOracleError(streamError ?? error, { timedOut: timeout.aborted, cancelled: signal?.aborted ?? false, timeoutMs });
    } finally {
      done.abort();
    }
  }

  return { name: 'openai-compatible', generate };
}
