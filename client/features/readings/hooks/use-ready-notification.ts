import { useEffect, useRef } from 'react';
import type { Reading } from '#common/api/readings.ts';
import { notifyReadingReady } from '../notifications.ts';
import { readPreferences } from '../preferences.ts';
import { isInProgress } from '../progress.ts';

/**
 * With the notify preference on, shows a system notification when `reading` goes from being
 * written to ACTIVE while the page is hidden (the user is in another tab or app). A reading
 * opened already written never notifies. `open` shows the reading when the notification is clicked.
 */
export function useReadyNotification(reading: Reading | null | undefined, open: (readingId: string) => void): void {
  const previous = useRef<Pick<Reading, 'id' | 'status'> | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  useEffect(() => {
    if (!reading) return;
    const before = previous.current;
    previous.current = { id: reading.id, status: reading.status };
    const finished = before?.id === reading.id && isInProgress(before.status) && reading.status === 'ACTIVE';
    if (finished && document.visibilityState === 'hidden' && readPreferences().notify) {
      notifyReadingReady(reading, () => openRef.current(reading.id));
    }
  }, [reading]);
}
