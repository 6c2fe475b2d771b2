import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { DueCheckIn } from '#common/api/journal.ts';
import type { Reading } from '#common/api/readings.ts';
import { dayLabel } from '#client/features/journal/dates.ts';
import { OUTCOME_ANCHOR } from '#client/features/journal/outcome-anchor.ts';
import { useDueCheckIns } from '#client/features/journal/use-due-check-ins.ts';
import { journalPagesQuery } from '#client/features/journal/use-journal.ts';
import { useNoticeQueue } from '#client/features/notices/notice-context.ts';
import type { Notice } from '#client/features/notices/notice-queue.ts';
import { NOTICES, type NoticeKey } from '#client/features/notices/notices.ts';
import { readingQuery } from '#client/features/readings/api.ts';
import { appPaths } from '#client/paths.ts';

/**
 * When the reading of a due check-in was made, if this tab already holds it (it was opened, or the journal was listed):
 * nothing is fetched for a notice, so the reading's content stays on the server until the user opens it.
 */
function knownDate(client: QueryClient, readingId: string): number | undefined {
  const reading = client.getQueryData<Reading | null>(readingQuery(readingId).queryKey);
  if (reading) return reading.createdAt;
  const pages = client.getQueryData(journalPagesQuery.queryKey)?.pages ?? [];
  return pages.flatMap((page) => page.items).find((item) => item.reading.id === readingId)?.reading.createdAt;
}

/** The notice of one due check-in: its reading's day when known, never its words, and the way to its outcome form. */
export function checkInNotice(checkIn: DueCheckIn, madeAt: number | undefined): Notice {
  return {
    ...NOTICES.checkIn,
    id: `${NOTICES.checkIn.id}:${checkIn.readingId}`,
    // Put away with Got it, a check-in stays away; set again later, it asks again.
    version: String(checkIn.dueAt),
    summary:
      madeAt === undefined
        ? `A reading you saved asked to check in on ${dayLabel(checkIn.dueAt)}.`
        : `A reading you saved on ${dayLabel(madeAt)} asked to check in.`,
    action: { label: 'Say how it went', to: `${appPaths.journalReading(checkIn.readingId)}#${OUTCOME_ANCHOR}` },
  };
}

/**
 * Queues a notice for each check-in that has come due (docs/product.md#the-journal), as the app loads and whenever the
 * page comes back into view; one answered or cancelled meanwhile is withdrawn.
 */
export function useDueCheckInNotices(): void {
  const queue = useNoticeQueue();
  const client = useQueryClient();
  const due = useDueCheckIns();
  const queued = useRef(new Set<NoticeKey>());

  useEffect(() => {
    if (queue === null) return;
    const notices = due.map((checkIn) => checkInNotice(checkIn, knownDate(client, checkIn.readingId)));
    const keys = new Set(notices.map((notice) => notice.id));
    for (const key of queued.current) {
      if (keys.has(key)) continue;
      queue.withdraw(key);
      queued.current.delete(key);
    }
    for (const notice of notices) {
      queue.enqueue(notice);
      queued.current.add(notice.id);
    }
  }, [queue, client, due]);
}
