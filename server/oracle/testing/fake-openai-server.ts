/**
 * A fake OpenAI-compatible chat completions server on 127.0.0.1 for tests: it records each request
 * and answers as the test's handler says, so provider tests never touch the internet.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

export interface FakeOpenAiServer {
  /** The API root to hand to the provider: `http://127.0.0.1:<port>/v1`. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Stops the server, cutting any connection a handler left open. */
  close(): Promise<void>;
}

/** Answers one recorded request; leaving `response` unanswered simulates a server that hangs. */
export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void;

/** Starts the fake server on a free port. */
export async function startFakeOpenAiServer(handler: FakeHandler): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test asserts on whatever arrived.
      }
      const recorded = { method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Splits `text` into `count` pieces of near-equal length (the last may be shorter). */
export function splitText(text: string, count: number): string[] {
  const size = Math.ceil(text.length / count);
  return Array.from({ length: Math.ceil(text.length / size) }, (_, at) => text.slice(at * size, (at + 1) * size));
}

/** One chat.completion.chunk as a server-sent event. */
export function chunkEvent(delta: Record<string, string>, finishReason: string | null): string {
  const chunk = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finishReason }] };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** Streams `pieces` as chat.completion.chunk server-sent events, then a stop chunk and `[DONE]`. */
export function streamChatCompletion(response: ServerResponse, pieces: readonly string[]): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  pieces.forEach((content, at) => response.write(chunkEvent(at === 0 ? { role: 'assistant', content } : { content }, null)));
  response.write(chunkEvent({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

/** Answers with an OpenAI-style JSON error body. */
export function respondWithError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message, type: 'fake_error', code: null } }));
}
