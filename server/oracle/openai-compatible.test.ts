import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpenAiCompatibleOracle } from './openai-compatible.ts';
import { OracleError, type OracleRequest, type PartialOracleOutput } from './oracle.ts';
import {
  respondWithError, splitText, startFakeOpenAiServer, streamChatCompletion, type FakeHandler, type FakeOpenAiServer, type RecordedRequest,
} from './testing/fake-openai-server.ts';
import { readingRequest } from './testing/requests.ts';

const QUESTION = 'Should I move to Lisbon?';
const request: OracleRequest = readingRequest('THREE_CARD', ['two-of-cups', 'the-tower', 'the-star'], { question: QUESTION, reversed: [1] });

const reading = {
  title: 'The Lightning and the Star',
  summary: 'The cards move from partnership through upheaval toward hope. Take what resonates.',
  answers: [
    { index: 0, text: 'In the Past, the Two of Cups speaks of a bond made as equals.', visualDescription: null },
    { index: 1, text: 'The Tower, reversed, holds back a change that wants to come.', visualDescription: null },
    { index: 2, text: 'The Star promises quiet renewal. What would you pour yourself into?', visualDescription: null },
  ],
};
const expected = { title: reading.title, summary: reading.summary, answers: reading.answers.map(({ index, text }) => ({ index, text })) };

let server: FakeOpenAiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

async function oracleAnswering(handler: FakeHandler, timeoutMs = 5_000) {
  server = await startFakeOpenAiServer(handler);
  return createOpenAiCompatibleOracle({ baseURL: server.baseURL, apiKey: 'test-key', model: 'fake-model', timeoutMs, partialIntervalMs: 0 });
}

const streamingJson = (json: string, pieces = 8): FakeHandler => (_request, response) => streamChatCompletion(response, splitText(json, pieces));

/** The system and user prompts of a request the fake server recorded. */
function promptsOf(sent: RecordedRequest | undefined): { system: string; user: string } {
  const messages = (sent?.body as { messages?: Array<{ role: string; content: string }> } | undefined)?.messages ?? [];
  const contentOf = (role: string) => messages.find((message) => message.role === role)?.content ?? '';
  return { system: contentOf('system'), user: contentOf('user') };
}

async function failureOf(promise: Promise<unknown>): Promise<OracleError> {
  const error: unknown = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(OracleError);
  return error as OracleError;
}

describe('the openai-compatible oracle', () => {
  it('sends the model, a streamed request, the JSON schema and a prompt with the question, positions and reversals', async () => {
    const oracle = await oracleAnswering(streamingJson(JSON.stringify(reading)));
    await oracle.generate(request, {});
    const sent = server?.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    const body = sent?.body as { model: string; stream: boolean; response_format: { type: string; json_schema: { schema: { properties: object } } } };
    expect(body.model).toBe('fake-model');
    expect(body.stream).toBe(true);
    expect(body.response_format.type).toBe('json_schema');
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(['safety', 'title', 'summary', 'answers']);
    const { system, user } = promptsOf(sent);
    expect(system).toMatch(/Never give medical, legal or financial directives/);
    expect(system).toMatch(/Never claim certainty about the future/);
    expect(user).toContain(`Question (JSON string, the querent’s words): ${JSON.stringify(QUESTION)}`);
    expect(user).toContain('Spread: Past, present, future');
    expect(user).toContain('position “Past” (What led here and still shapes the situation): Two of Cups, upright;');
    expect(user).toContain('position “Present” (Where things stand now): The Tower, reversed;');
    expect(user).toContain('position “Future” (Where things lean if nothing changes): The Star, upright;');
    expect(user).toContain('1 of 3 reversed');
  });

  it('sends a prompt asking for one story, the kind’s answer and the question’s language, with the question’s kind, options, time frame, polarity and language as hints', async () => {
    const oracle = await oracleAnswering(streamingJson(JSON.stringify(reading)));
    for (const question of ['Is he losing interest?', 'Should I take the job in Lisbon or the one in Porto by spring?', '¿Me va a llamar mi hermano?']) {
      await oracle.generate({ ...request, question }, {});
    }
    const [feared, choice, spanish] = (server?.requests ?? []).map(promptsOf);
    expect(feared?.system).toMatch(/Read the spread as one story/);
    expect(feared?.system).toMatch(/when a yes is feared news .*not “no”/);
    expect(feared?.system).toMatch(/A choice: weigh each named option, then lean to one/);
    expect(feared?.system).toMatch(/Write the whole reading in the question’s language/);
    expect(feared?.user).toContain('Question (JSON string, the querent’s words): "Is he losing interest?"');
    expect(feared?.user).toContain('- Kind of question: yes or no, answered as a leaning.');
    expect(feared?.user).toContain('- Its claim, to answer in its own terms (JSON string): "he is losing interest"');
    expect(feared?.user).toContain('- A yes would be: feared news for the querent.');
    expect(choice?.user).toMatch(/^- Kind of question: choice between "[^"\n]*Lisbon" and "[^"\n]*Porto": weigh each, then lean to one\.$/m);
    expect(choice?.user).toContain('- Time frame named (JSON string): "by spring".');
    expect(spanish?.user).toContain('- Language of the question: es. Write the whole reading in that language.');
  });

  it('streams partials in order and returns the final reading', async () => {
    const oracle = await oracleAnswering(streamingJson(JSON.stringify(reading), 12));
    const partials: PartialOracleOutput[] = [];
    const output = await oracle.generate(request, { onPartial: (partial) => partials.push(structuredClone(partial)) });
    expect(output).toEqual(expected);
    expect(partials.length).toBeGreaterThan(3);
    const progress = partials.map((partial) => JSON.stringify(partial).length);
    expect(progress).toEqual(progress.toSorted((a, b) => a - b));
    expect(partials.at(-1)).toEqual(expected);
    // Title before summary before answers: the order the JSON is written in.
    const firstWith = (key: keyof PartialOracleOutput) => partials.findIndex((partial) => partial[key] !== undefined);
    expect(firstWith('title')).toBeLessThanOrEqual(firstWith('summary'));
    expect(firstWith('summary')).toBeLessThanOrEqual(firstWith('answers'));
  });

  it('reads a model that left out its safety verdict as having flagged nothing', async () => {
    const oracle = await oracleAnswering(streamingJson(JSON.stringify({ safety: 'none', ...reading })));
    expect(await oracle.generate(request, {})).toEqual(expected);
  });

  it('turns a model’s safety flag into the reading’s safety, in the question’s language, and reads no cards', async () => {
    const flagged = { safety: 'other', title: '-', summary: '-', answers: reading.answers.map(({ index }) => ({ index, text: '-', visualDescription: null })) };
    const oracle = await oracleAnswering(streamingJson(JSON.stringify(flagged)));
    const spanish = { ...request, question: '¿Mi hermana estará bien? No contesta desde anoche' };
    expect((await oracle.generate(spanish, {})).safety).toEqual({ concern: 'other', language: 'es' });
  });

  it('keeps visual descriptions only when they were asked for', async () => {
    const described = { ...reading, answers: reading.answers.map((answer) => ({ ...answer, visualDescription: 'A scene.' })) };
    const oracle = await oracleAnswering(streamingJson(JSON.stringify(described)));
    const without = await oracle.generate(request, {});
    expect(without.answers.every((answer) => answer.visualDescription === undefined)).toBe(true);
    const withScenes = await oracle.generate({ ...request, includeVisualDescriptions: true }, {});
    expect(withScenes.answers.map((answer) => answer.visualDescription)).toEqual(['A scene.', 'A scene.', 'A scene.']);
    const secondBody = server?.requests[1]?.body as { messages: Array<{ content: string }> } | undefined;
    expect(secondBody?.messages.at(-1)?.content).toMatch(/Visual descriptions: requested/);
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [400, false],
    [401, false],
    [404, false],
  ])('maps HTTP %i to an OracleError with retryable %s', async (status, retryable) => {
    const oracle = await oracleAnswering((_request, response) => respondWithError(response, status, 'failure'));
    const error = await failureOf(oracle.generate(request, {}));
    expect(error.retryable).toBe(retryable);
    expect(error.message).toContain(String(status));
  });

  it('treats output that is not JSON as worth another attempt', async () => {
    const oracle = await oracleAnswering((_request, response) => streamChatCompletion(response, ['The cards say ', 'yes, probably.']));
    expect((await failureOf(oracle.generate(request, {}))).retryable).toBe(true);
  });

  it('treats JSON of the wrong shape as worth another attempt', async () => {
    const oracle = await oracleAnswering(streamingJson(JSON.stringify({ title: 'Only a title' })));
    expect((await failureOf(oracle.generate(request, {}))).retryable).toBe(true);
  });

  it('treats a missing or extra answer as retryable', async () => {
    const missing = { ...reading, answers: reading.answers.slice(0, 2) };
    const oracle = await oracleAnswering(streamingJson(JSON.stringify(missing)));
    const error = await failureOf(oracle.generate(request, {}));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('[0, 1] instead of [0, 1, 2]');
  });

  it('times out a server that never answers, retryably', async () => {
    const oracle = await oracleAnswering(() => undefined, 200);
    const error = await failureOf(oracle.generate(request, {}));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('200 ms');
  });

  it('treats a stream cut off half-way as retryable', async () => {
    const oracle = await oracleAnswering((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: '{"title":"The' } }] })}\n\n`);
      setTimeout(() => response.socket?.destroy(), 20);
    });
    expect((await failureOf(oracle.generate(request, {}))).retryable).toBe(true);
  });

  it('treats a server that cannot be reached as retryable', async () => {
    const closed = await startFakeOpenAiServer(() => undefined);
    await closed.close();
    const oracle = createOpenAiCompatibleOracle({ baseURL: closed.baseURL, model: 'fake-model', timeoutMs: 5_000 });
    expect((await failureOf(oracle.generate(request, {}))).retryable).toBe(true);
  });

  it('stops when the caller aborts', async () => {
    const oracle = await oracleAnswering(() => undefined);
    const controller = new AbortController();
    const attempt = oracle.generate(request, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(attempt);
    expect(error.message).toMatch(/cancelled/);
  });

  it('never writes the prompt or the output to the console, even when failing', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
    const oracle = await oracleAnswering((sent, response) => {
      const count = server?.requests.length ?? 0;
      if (count === 1) streamChatCompletion(response, splitText(JSON.stringify(reading), 4));
      else respondWithError(response, count === 2 ? 500 : 400, `bad request: ${JSON.stringify(sent.body).slice(0, 200)}`);
    });
    await oracle.generate(request, {});
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await failureOf(oracle.generate(request, {}));
      expect(JSON.stringify({ message: error.message, cause: String(error.cause) })).not.toContain('Lisbon');
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('partial pacing', () => {
  it('sends at most one partial per interval and always the last one', async () => {
    server = await startFakeOpenAiServer(streamingJson(JSON.stringify(reading), 20));
    const oracle = createOpenAiCompatibleOracle({ baseURL: server.baseURL, model: 'fake-model', partialIntervalMs: 60_000 });
    const partials: PartialOracleOutput[] = [];
    const output = await oracle.generate(request, { onPartial: (partial) => partials.push(structuredClone(partial)) });
    expect(partials).toHaveLength(2);
    expect(partials.at(-1)).toEqual(output);
  });
});
