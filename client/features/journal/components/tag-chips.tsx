/** Props of {@link TagChips}. */
export interface TagChipsProps {
  tags: readonly string[];
  /** Offers a remove button on each chip. */
  onRemove?: (tag: string) => void;
  label?: string;
}

/** An entry's tags as chips, each with a remove button when they can be edited. */
export function TagChips({ tags, onRemove, label = 'Tags' }: TagChipsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="journal-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="journal-tag">
          {tag}
          {onRemove && (
            <button type="button" className="btn-close journal-tag-remove" aria-label={`Remove tag ${tag}`} onClick={() => onRemove(tag)} />
          )}
        </li>
      ))}
    </ul>
  );
}
