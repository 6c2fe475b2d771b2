import { useId, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { normalizeTags } from '#common/domain/journal.ts';
import { JOURNAL_MAX_TAGS, JOURNAL_TAG_MAX_LENGTH } from '#common/limits.ts';
import { TagChips } from './tag-chips.tsx';

/** Props of {@link TagEditor}. */
export interface TagEditorProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** Tags the reading's question suggests; those not added yet are offered. */
  suggestions: readonly string[];
}

const sameTag = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * An entry's tags (docs/product.md#the-journal): chips with remove buttons, a field that adds what is typed on Enter or
 * a comma, and the question's suggestions a click away. The limits say themselves when they are reached, and a tag
 * refused keeps its text in the field.
 */
export function TagEditor({ tags, onChange, suggestions }: TagEditorProps) {
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = tags.length >= JOURNAL_MAX_TAGS;
  const offered = full ? [] : suggestions.filter((suggestion) => !tags.some((tag) => sameTag(tag, suggestion)));

  /** Adds `candidates` in order; answers what could not be added, with why. */
  function add(candidates: readonly string[]): { left: string; why: string | null } {
    let next = [...tags];
    for (const candidate of normalizeTags(candidates)) {
      if (candidate.length > JOURNAL_TAG_MAX_LENGTH) {
        onChange(next);
        return { left: candidate, why: `A tag can be at most ${JOURNAL_TAG_MAX_LENGTH} characters; this one has ${candidate.length}.` };
      }
      if (next.some((tag) => sameTag(tag, candidate))) continue;
      if (next.length >= JOURNAL_MAX_TAGS) {
        onChange(next);
        return { left: candidate, why: `An entry can have at most ${JOURNAL_MAX_TAGS} tags. Remove one to add another.` };
      }
      next = [...next, candidate];
    }
    onChange(next);
    return { left: '', why: null };
  }

  function commit(text: string, rest = '') {
    const { left, why } = add(text.split(','));
    setTyped(left === '' ? rest : left);
    setProblem(why);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the tag rather than submitting the entry.
    event.preventDefault();
    if (typed.trim() !== '') commit(typed);
  }

  function onType(value: string) {
    const comma = value.lastIndexOf(',');
    if (comma === -1) {
      setTyped(value);
      setProblem(null);
      return;
    }
    commit(value.slice(0, comma), value.slice(comma + 1));
  }

  return (
    <div className="journal-tag-editor">
      <Form.Label htmlFor={inputId} className="fw-semibold">
        Tags
      </Form.Label>
      <TagChips tags={tags} onRemove={(removed) => {
        onChange(tags.filter((tag) => tag !== removed));
        setProblem(null);
      }} />
      <Form.Control
        id={inputId}
        value={typed}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={full ? undefined : 'Add a tag'}
        disabled={full && typed === ''}
        aria-describedby={hintId}
        aria-invalid={problem !== null}
        autoComplete="off"
      />
      {problem !== null && (
        <div className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      )}
      <Form.Text id={hintId}>
        {full ? `That is ${JOURNAL_MAX_TAGS} tags, the most an entry holds. Remove one to add another.` : 'Press Enter or type a comma to add a tag.'}
      </Form.Text>
      {offered.length > 0 && (
        <div className="journal-tag-suggestions">
          <span className="small text-body-secondary">Suggested:</span>
          {offered.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className="btn btn-outline-secondary btn-sm"
              aria-label={`Add tag ${suggestion}`}
              onClick={() => setProblem(add([suggestion]).why)}
            >
              + {suggestion}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
