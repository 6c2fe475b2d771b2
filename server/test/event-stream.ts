import http from 'node:http';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { endpointUrl } from '#common/api/endpoint.ts';
import { readingEvents } from '#common/api/readings.ts';
import { TEST_ORIGIN, type TestUser } from './test-server.ts';

/** A live-reading stream opened over a real connection, which the test can drop as a closing tab does. */
export interface OpenStream {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far. */
  body(): string;
  /** Resolves once the first event has arrived (or the response has ended). */
  firstEvent: Promise<void>;
  /** Resolves when the server has ended the response. */
  ended: Promise<void>;
  /** Drops the connection. */
  close(): void;
}

/**
 * Opens {@link readingEvents} (a reading's or a clarifier's) on the listening server at `baseUrl`, as `user`,
 * from the app's pages at `origin` (a spawned server's own address, for one).
 */
export function openStream(baseUrl: string, user: TestUser, id: string, origin = TEST_ORIGIN): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${endpointUrl(readingEvents, { id })}`, {
      agent: false,
      headers: { cookie: user.cookie, origin, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      const ended = new Promise<void>((done) => response.on('end', done).on('close', done));
      const firstEvent = new Promise<void>((heard) => {
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('\n\n')) heard();
        });
        void ended.then(heard);
      });
      resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: () => body, firstEvent, ended, close: () => request.destroy() });
    });
  });
}

/** The `data:` of every event in a stream's body. */
export const eventsOf = (body: string) => [...body.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
