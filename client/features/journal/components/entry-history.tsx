import { useQuery } from '@tanstack/react-query';
import { journalHistoryQuery } from '../api.ts';
import { dayLabel, isoDay } from '../dates.ts';
import { EntryContent, hasWriting } from './entry-content.tsx';

/**
 * "Earlier versions (N)": the entry as it was at each of its last saves (docs/product.md#the-journal), newest first,
 * read-only, behind a disclosure so they never crowd the entry itself.
 */
export function EntryHistory({ readingId }: { readingId: string }) {
  const { data: versions } = useQuery(journalHistoryQuery(readingId));
  const shown = versions?.filter(hasWriting) ?? [];
  if (shown.length === 0) return null;
  return (
    <details className="journal-history">
      <summary>Earlier versions ({shown.length})</summary>
      <ol className="journal-history-list">
        {shown.map((version) => (
          <li key={version.version}>
            <p className="small text-body-secondary mb-1">
              Saved <time dateTime={isoDay(version.savedAt)}>{dayLabel(version.savedAt)}</time>
            </p>
            <EntryContent content={version} />
          </li>
        ))}
      </ol>
    </details>
  );
}
