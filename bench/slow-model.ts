import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { type FakeOpenAiServer, splitText, startFakeOpenAiServer } from '#server/oracle/testing/fake-openai-server.ts';

/** How long the fake model takes per reading, and in how many parts it streams it. */
export const MODEL_SECONDS = 2;
const MODEL_PARTS = 10;

// A three-card reading of realistic length: what the model would write for the bench's readings.
const answer = (index: number) => ({
  index,
  text: 'The card speaks of a turn in the road, of something held too long and ready to be released. '.repeat(3).trim(),
  visualDescription: null,
});
const READING_JSON = JSON.stringify({
  title: 'The Road Turns',
  summary: 'The cards move from holding on, through release, toward a quieter strength. Take what resonates and leave the rest.',
  answers: [0, 1, 2].map(answer),
});

function chunkEvent(content: string | undefined): string {
  const delta = content === undefined ? {} : { content };
  const choice = { index: 0, delta, finish_reason: content === undefined ? 'stop' : null };
  return `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'bench-model', choices: [choice] })}\n\n`;
}

/** Streams the reading in MODEL_PARTS parts spread evenly over MODEL_SECONDS, as a remote model would. */
async function streamSlowly(response: ServerResponse): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const part of splitText(READING_JSON, MODEL_PARTS)) {
    await delay((MODEL_SECONDS * 1000) / MODEL_PARTS);
    if (response.destroyed) return;
    response.write(chunkEvent(part));
  }
  response.write(chunkEvent(undefined));
  response.end('data: [DONE]\n\n');
}

/** The test fake OpenAI-compatible server, answering every request with a three-card reading over MODEL_SECONDS. */
export function startSlowModel(): Promise<FakeOpenAiServer> {
  return startFakeOpenAiServer((_request, response) => void streamSlowly(response));
}
