/**
 * A fake OpenAI-compatible model for tests of whole server processes: it answers every reading and
 * clarifier with valid output for the cards the prompt names, streamed in several parts with short
 * gaps so live progress can be watched, and counts its calls per question. A test that gives each
 * reading a question of its own reads from the counts how often each one was generated.
 */
import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { chunkEvent, type RecordedRequest, respondWithError, splitText, startFakeOpenAiServer } from './fake-openai-server.ts';

// The lines of the user prompt (server/oracle/prompt.ts) that name the question and the card indexes to answer.
const QUESTION_LINE = /^Question \(JSON string, the querent’s words\): (".*")$/m;
const CARDS_LINE = /^Cards \(write exactly one answer for each index: ([\d, ]+)\):$/m;

export interface CountingModelOptions {
  /** How many parts each answer is streamed in (default 6). */
  parts?: number;
  /** The pause before each part (default 150 ms). */
  gapMs?: number;
}

export interface CountingModel {
  /** The API root to give the servers as AI_BASE_URL. */
  baseURL: string;
  /** Model calls so far, by the question asked (a reading's question, or a clarifier's follow-up). */
  calls: ReadonlyMap<string, number>;
  /**
   * Holds the answer to `question` (its first part is not sent) until the returned function is called, then
   * streams it with `gapMs` between parts (default: the model's own gap), for a test that watches it being written.
   */
  hold(question: string, options?: { gapMs?: number }): () => void;
  close(): Promise<void>;
}

/** The question and card indexes of a chat completion request the openai-compatible oracle sent. */
export function readPrompt(request: RecordedRequest): { question: string; indexes: number[] } {
  const body = request.body as { messages?: Array<{ role: string; content: unknown }> };
  const prompt = body.messages?.find((message) => message.role === 'user')?.content;
  if (typeof prompt !== 'string') throw new Error('the request has no user prompt');
  const question = QUESTION_LINE.exec(prompt)?.[1];
  const cards = CARDS_LINE.exec(prompt)?.[1];
  if (question === undefined || cards === undefined) throw new Error('the user prompt names no question or no cards');
  return { question: JSON.parse(question) as string, indexes: cards.split(',').map((index) => Number(index.trim())) };
}

/** What a model would write for these cards: within the output limits, one answer per index. */
function answerFor(indexes: readonly number[]): string {
  return JSON.stringify({
    title: 'The Road Turns',
    summary: 'The cards move from holding on, through release, toward a quieter strength. Take what resonates and leave the rest.',
    answers: indexes.map((index) => ({
      index,
      text: `Card ${index} speaks of a turn in the road, of something held too long and ready to be released, and asks what you would carry forward.`,
      visualDescription: null,
    })),
  });
}

async function streamWithGaps(response: ServerResponse, text: string, parts: number, gapMs: number): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [at, content] of splitText(text, parts).entries()) {
    await delay(gapMs);
    if (response.destroyed) return;
    response.write(chunkEvent(at === 0 ? { role: 'assistant', content } : { content }, null));
  }
  response.write(chunkEvent({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

/** Starts the counting model on a free loopback port. */
export async function startCountingModel(options: CountingModelOptions = {}): Promise<CountingModel> {
  const parts = options.parts ?? 6;
  const gapMs = options.gapMs ?? 150;
  const calls = new Map<string, number>();
  const held = new Map<string, { released: Promise<void>; gapMs: number }>();

  const answer = async (request: RecordedRequest, response: ServerResponse): Promise<void> => {
    const { question, indexes } = readPrompt(request);
    calls.set(question, (calls.get(question) ?? 0) + 1);
    const hold = held.get(question);
    await hold?.released;
    await streamWithGaps(response, answerFor(indexes), parts, hold?.gapMs ?? gapMs);
  };

  const server = await startFakeOpenAiServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      // A request the fake cannot read is the test's bug: refused as a bad request, which fails the reading for good.
      if (response.headersSent) response.end();
      else respondWithError(response, 400, error instanceof Error ? error.message : String(error));
    });
  });

  return {
    baseURL: server.baseURL,
    calls,
    hold(question, holdOptions = {}) {
      let release!: () => void;
      held.set(question, { released: new Promise<void>((resolve) => (release = resolve)), gapMs: holdOptions.gapMs ?? gapMs });
      return release;
    },
    close: server.close,
  };
}
