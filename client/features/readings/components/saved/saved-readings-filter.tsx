import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { SavedReadingFilter } from '../../search/use-saved-reading-search.ts';

/** Props of {@link SavedReadingsFilter}. */
export interface SavedReadingsFilterProps {
  filter: SavedReadingFilter;
  onChange: (filter: SavedReadingFilter) => void;
  /** The spreads there are to choose from. */
  spreads: readonly string[];
  /** How many readings the filter keeps, of `total`; null while it keeps them all. */
  kept: number | null;
  total: number;
}

/** What the status says when nothing is kept: the words and the spread that were asked for. */
function noMatch(words: string, spread: string): string {
  const laid = spread === '' ? '' : ` laid out as ${spread}`;
  return words === '' ? `No saved reading is laid out as ${spread}.` : `No saved reading${laid} matches “${words}”.`;
}

/** Above My Readings: words to search the saved readings for and a spread to keep, with how many match. */
export function SavedReadingsFilter({ filter, onChange, spreads, kept, total }: SavedReadingsFilterProps) {
  const id = useId();
  const words = filter.words.trim();
  return (
    <section className="saved-filter" role="search" aria-label="Search your readings">
      <div className="saved-filter-fields">
        <Form.Group controlId={`${id}-words`} className="saved-filter-words">
          <Form.Label className="visually-hidden">Search your readings</Form.Label>
          <Form.Control
            type="search"
            placeholder="Search questions, titles and cards"
            value={filter.words}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => onChange({ ...filter, words: event.currentTarget.value })}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-spread`} className="saved-filter-spread">
          <Form.Label className="visually-hidden">Spread</Form.Label>
          <Form.Select value={filter.spread} onChange={(event) => onChange({ ...filter, spread: event.currentTarget.value })}>
            <option value="">All spreads</option>
            {spreads.map((spread) => (
              <option key={spread} value={spread}>
                {spread}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <p className="saved-filter-status" role="status">
        {kept === null
          ? ''
          : kept === 0
            ? noMatch(words, filter.spread)
            : `${kept} of ${total} ${total === 1 ? 'reading matches' : 'readings match'}.`}
        {kept !== null && (
          <Button variant="link" size="sm" className="saved-filter-clear" onClick={() => onChange({ words: '', spread: '' })}>
            Clear search
          </Button>
        )}
      </p>
    </section>
  );
}
