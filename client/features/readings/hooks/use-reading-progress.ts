import { useEffect, useRef, useState } from 'react';
import { endpointUrl } from '#common/api/endpoint.ts';
import { readingEvents, STREAM_RENEW_EVENT } from '#common/api/readings.ts';
import { connection } from '#client/lib/network.ts';
import { isSettled, mergeProgress, ProgressSchema, type Progress } from '../progress.ts';

/** What the result page does when the stream settles or cannot be used. */
export interface ProgressHandlers {
  /** The stream reported ACTIVE or FAILED: fetch the finished reading (with its finished clarifier). */
  onSettled: () => void;
  /** The stream failed, or the browser has no EventSource: poll the reading instead. */
  onUnavailable: () => void;
  /** The stream opened again once the device was back online: polling may stop. */
  onResumed: () => void;
}

/**
 * Listens to the event stream ({@link readingEvents}) of `id`, a reading's or a clarifier's, while `live` (it is queued
 * or being written) and returns everything it has said so far (null before its first event). A stream lost while the
 * device went offline opens again once it is back online (docs/decisions/0023).
 */
export function useReadingProgress(id: string | null, live: boolean, handlers: ProgressHandlers): Progress | null {
  // Kept with the id it belongs to, so another reading or clarifier never shows this one's text.
  const [heard, setHeard] = useState<{ id: string; progress: Progress } | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  // Counts the streams opened again, each after a return online: a new count opens a new stream.
  const [reopened, setReopened] = useState(0);

  useEffect(() => {
    if (!live || id === null) return undefined;
    if (typeof EventSource === 'undefined') {
      handlersRef.current.onUnavailable();
      return undefined;
    }
    const source = new EventSource(endpointUrl(readingEvents, { id }));
    if (reopened > 0) source.addEventListener('open', () => handlersRef.current.onResumed());
    source.addEventListener('progress', (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      const parsed = ProgressSchema.safeParse(data);
      if (!parsed.success) return;
      setHeard((previous) => ({ id, progress: mergeProgress(previous?.id === id ? previous.progress : null, parsed.data) }));
      if (isSettled(parsed.data.status)) {
        source.close();
        handlersRef.current.onSettled();
      }
    });
    // The server ended the stream at its maximum lifetime: the error that follows is that end, and the browser is
    // already reconnecting; the new stream starts with the reading's current status.
    let renewing = false;
    source.addEventListener(STREAM_RENEW_EVENT, () => {
      renewing = true;
    });
    // Any other failure, or a reconnection that fails: EventSource would retry on its own and replay nothing, while a
    // fetch every few seconds is simpler and sure. Polling lasts until the device comes back from offline: the new stream
    // starts with the current status, and its text replaces what was heard, answer by answer, so nothing is doubled.
    let stopWaiting: (() => void) | undefined;
    source.addEventListener('error', () => {
      if (renewing && source.readyState === EventSource.CONNECTING) {
        renewing = false;
        return;
      }
      source.close();
      handlersRef.current.onUnavailable();
      stopWaiting ??= connection.subscribe(() => {
        if (connection.get()) setReopened((count) => count + 1);
      });
    });
    return () => {
      source.close();
      stopWaiting?.();
    };
  }, [id, live, reopened]);

  return heard?.id === id ? heard.progress : null;
}
