import type { JournalContent } from '#common/api/journal.ts';
import { moodLabel } from '#common/domain/journal.ts';
import { MarkdownLiteText } from './markdown-lite-text.tsx';
import { TagChips } from './tag-chips.tsx';

/** Whether `content` holds anything the user wrote or chose (an outcome is shown on its own). */
export const hasWriting = (content: JournalContent): boolean =>
  content.reflection.trim() !== '' || content.moodBefore !== null || content.moodAfter !== null || content.tags.length > 0;

/** What an entry (or one of its earlier versions) says, read-only: the reflection rendered, the moods as words, the tags. */
export function EntryContent({ content }: { content: JournalContent }) {
  const before = moodLabel(content.moodBefore);
  const after = moodLabel(content.moodAfter);
  return (
    <div className="journal-entry-content">
      {content.reflection.trim() !== '' && <MarkdownLiteText source={content.reflection} />}
      {(before !== undefined || after !== undefined) && (
        <dl className="journal-moods">
          {before !== undefined && (
            <div>
              <dt>Mood before</dt>
              <dd>{before}</dd>
            </div>
          )}
          {after !== undefined && (
            <div>
              <dt>Mood after</dt>
              <dd>{after}</dd>
            </div>
          )}
        </dl>
      )}
      <TagChips tags={content.tags} />
    </div>
  );
}
