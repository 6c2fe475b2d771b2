/**
 * What the fault tests' fake model says and how it says it: a valid reading marked with the generation that wrote
 * it, streamed slowly, cut off half-way, or never finished, on top of fake-openai-server.ts.
 */
import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { chunkEvent, type RecordedRequest, splitText } from './fake-openai-server.ts';

/**
 * A reading in the model's output shape whose title, summary and every answer carry `tag`, so a test can tell
 * which generation a stored reading came from, and that it came from one generation only.
 */
export function taggedReading(tag: string, cards: number): string {
  return JSON.stringify({
    title: `Reading ${tag}`,
    summary: `Written by generation ${tag}. The cards speak together.`,
    answers: Array.from({ length: cards }, (_, index) => ({ index, text: `Generation ${tag} on card ${index}.`, visualDescription: null })),
  });
}

/** Whether the request's prompt contains `text` (the question is in it as a JSON string). */
export function promptMentions(request: RecordedRequest, text: string): boolean {
  return JSON.stringify(request.body).includes(text);
}

function startStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
}

/** Streams `text` in `pieces`, `intervalMs` apart, then finishes; stops quietly if the client goes away. */
export async function streamSlowly(response: ServerResponse, text: string, pieces: number, intervalMs: number): Promise<void> {
  startStream(response);
  for (const piece of splitText(text, pieces)) {
    if (response.destroyed) return;
    response.write(chunkEvent({ content: piece }, null));
    await delay(intervalMs);
  }
  if (response.destroyed) return;
  response.write(chunkEvent({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

/** When a held answer (streamThenHold) goes on: `open('finish')` completes it, `open('drop')` cuts it. */
export interface HoldGate {
  promise: Promise<'finish' | 'drop'>;
  open(how: 'finish' | 'drop'): void;
}

export function holdGate(): HoldGate {
  const gate = { open: () => undefined } as unknown as HoldGate;
  gate.promise = new Promise((resolve) => {
    gate.open = resolve;
  });
  return gate;
}

/**
 * Streams the first `fraction` of `text` and then holds the response open, as a model still writing does, until
 * `release` resolves: then finishes it, or cuts the connection when `release` resolves to 'drop'.
 */
export async function streamThenHold(response: ServerResponse, text: string, fraction: number, release: Promise<'finish' | 'drop'>): Promise<void> {
  startStream(response);
  const cut = Math.floor(text.length * fraction);
  response.write(chunkEvent({ role: 'assistant', content: text.slice(0, cut) }, null));
  const how = await release;
  if (response.destroyed) return;
  if (how === 'drop') {
    response.socket?.destroy();
    return;
  }
  response.write(chunkEvent({ content: text.slice(cut) }, null));
  response.write(chunkEvent({}, 'stop'));
  response.end('data: [DONE]\n\n');
}
