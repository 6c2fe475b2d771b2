import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import { MOOD_LABELS, MOOD_MIN } from '#common/domain/journal.ts';
import { isFiltering, NO_FILTER, type JournalFacets, type JournalFilter } from '../filter/journal-filter.ts';

/** Props of {@link JournalFilterForm}. */
export interface JournalFilterFormProps {
  filter: JournalFilter;
  onChange: (filter: JournalFilter) => void;
  facets: JournalFacets;
  /** How many readings the filter keeps; null while it keeps them all. */
  kept: number | null;
  /** Saved readings in all, and how many of them are loaded: a filter looks only through what is loaded. */
  total: number;
  loaded: number;
}

/** The filters besides the words that are set, to say on the Filters button. */
const setFilters = (filter: JournalFilter): number => Object.entries(filter).filter(([name, value]) => name !== 'words' && value !== '').length;

/** One select of the panel: "Any …" first, then `options`. */
function Choice({ label, any, value, options, onChange }: { label: string; any: string; value: string; options: ReadonlyArray<readonly [string, string]>; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="journal-filter-choice">
      <Form.Label>{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{any}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

const pairs = (values: readonly string[]) => values.map((value) => [value, value] as const);
const MOODS = MOOD_LABELS.map((label, index) => [String(index + MOOD_MIN), label] as const);
const OUTCOMES = [
  ['with', 'With an outcome'],
  ['without', 'Without an outcome'],
] as const;

/** What the status line says of the filter's result. */
function statusOf({ filter, kept, total, loaded }: Pick<JournalFilterFormProps, 'filter' | 'kept' | 'total' | 'loaded'>): ReactNode {
  if (kept === null) return '';
  const still = loaded < total ? ` Looking through ${loaded} of ${total} so far…` : '';
  const words = filter.words.trim();
  if (kept === 0) return `${words === '' ? 'No saved reading matches these filters.' : `No saved reading matches “${words}”${setFilters(filter) > 0 ? ' with these filters' : ''}.`}${still}`;
  return `${kept} of ${total} ${total === 1 ? 'reading matches' : 'readings match'}.${still}`;
}

/**
 * Above My Readings: words to search the journal for, and filters by spread, tag, mood, card, date and outcome
 * (docs/product.md#the-journal), with how many readings match.
 */
export function JournalFilterForm({ filter, onChange, facets, kept, total, loaded }: JournalFilterFormProps) {
  const id = useId();
  const set = (field: keyof JournalFilter) => (value: string) => onChange({ ...filter, [field]: value });
  const count = setFilters(filter);
  const [open, setOpen] = useState(count > 0);
  return (
    <section className="saved-filter" role="search" aria-label="Search your readings">
      <div className="saved-filter-fields">
        <Form.Group controlId={`${id}-words`} className="saved-filter-words">
          <Form.Label className="visually-hidden">Search your readings</Form.Label>
          <Form.Control
            type="search"
            placeholder="Search questions, cards and notes"
            value={filter.words}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => set('words')(event.currentTarget.value)}
          />
        </Form.Group>
        <Button variant="outline-secondary" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
          Filters{count > 0 && <span className="badge text-bg-primary ms-2">{count}</span>}
          {count > 0 && <span className="visually-hidden"> set</span>}
        </Button>
      </div>
      <Collapse in={open}>
        <div id={`${id}-panel`}>
          <div className="journal-filter-panel">
            <Choice label="Spread" any="All spreads" value={filter.spread} options={pairs(facets.spreads)} onChange={set('spread')} />
            <Choice label="Tag" any="Any tag" value={filter.tag} options={pairs(facets.tags)} onChange={set('tag')} />
            <Choice label="Mood" any="Any mood" value={filter.mood} options={MOODS} onChange={set('mood')} />
            <Choice label="Card" any="Any card" value={filter.card} options={pairs(facets.cards)} onChange={set('card')} />
            <Form.Group controlId={`${id}-from`} className="journal-filter-choice">
              <Form.Label>From</Form.Label>
              <Form.Control size="sm" type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => set('from')(event.currentTarget.value)} />
            </Form.Group>
            <Form.Group controlId={`${id}-to`} className="journal-filter-choice">
              <Form.Label>To</Form.Label>
              <Form.Control size="sm" type="date" value={filter.to} min={filter.from || undefined} onChange={(event) => set('to')(event.currentTarget.value)} />
            </Form.Group>
            <Choice label="Outcome" any="With or without" value={filter.outcome} options={OUTCOMES} onChange={set('outcome')} />
          </div>
        </div>
      </Collapse>
      <p className="saved-filter-status" role="status">
        {statusOf({ filter, kept, total, loaded })}
        {isFiltering(filter) && (
          <Button variant="link" size="sm" className="saved-filter-clear" onClick={() => onChange(NO_FILTER)}>
            Clear search and filters
          </Button>
        )}
      </p>
    </section>
  );
}
