import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpreadType } from '#common/api/readings.ts';
import { getJournalPage } from '#client/features/journal/api.ts';
import { spreadTypesQuery } from '#client/features/readings/api.ts';
import { downloadText } from '#client/features/profile/download.ts';
import { exportFileName, exportReading, readingsToJson, readingsToMarkdown, type ExportedReading } from '#client/features/profile/export-readings.ts';

/** Where an export stands: not started, fetching reading `done` of `total`, finished, or stopped with a reason. */
export type ExportState =
  | { phase: 'idle' }
  | { phase: 'preparing'; done: number; total: number }
  | { phase: 'done'; count: number }
  | { phase: 'failed'; message: string };

export const EXPORT_MESSAGES = {
  NONE: 'No saved readings to export yet.',
  FAILED: 'Your readings could not all be loaded, so nothing was downloaded. Try again in a moment.',
} as const;

/**
 * "Download my readings": fetches every saved reading with its journal entry, a page at a time (the server opens them
 * for this unlocked session), builds the Markdown and JSON files in memory and downloads both. A page that cannot be
 * loaded stops the export rather than leave a silent gap in what the user takes for a full copy.
 */
export function useExportReadings(): { state: ExportState; start: () => void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  // Leaving the page stops the loop: nothing downloads behind the user's back later.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    const spreadTypes = queryClient.getQueryData<SpreadType[]>(spreadTypesQuery.queryKey);
    const readings: ExportedReading[] = [];
    let after: string | undefined;
    do {
      const page = await getJournalPage(after);
      if (!mounted.current) return;
      if (page.total === 0) {
        setState({ phase: 'failed', message: EXPORT_MESSAGES.NONE });
        return;
      }
      readings.push(...page.items.map((item) => exportReading(item.reading, spreadTypes, item.entry)));
      setState({ phase: 'preparing', done: readings.length, total: Math.max(page.total, readings.length) });
      after = page.next ?? undefined;
    } while (after !== undefined);
    const now = new Date();
    downloadText(exportFileName(now, 'md'), readingsToMarkdown(readings, now), 'text/markdown;charset=utf-8');
    downloadText(exportFileName(now, 'json'), readingsToJson(readings, now), 'application/json;charset=utf-8');
    setState({ phase: 'done', count: readings.length });
  }, [queryClient]);

  const start = useCallback(() => {
    setState({ phase: 'preparing', done: 0, total: 0 });
    void run().catch(() => setState({ phase: 'failed', message: EXPORT_MESSAGES.FAILED }));
  }, [run]);

  return { state, start };
}
