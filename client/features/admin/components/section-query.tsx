import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { adminRefusalOf } from '../refusal.ts';

/** Props of {@link SectionQuery}. */
export interface SectionQueryProps<T> {
  query: UseQueryResult<T>;
  /** What is loaded, as a sentence names it: "the costs". */
  what: string;
  /** Heights of the gray shapes shown while it loads, top to bottom, e.g. ['4rem', '10rem']. */
  placeholders: readonly string[];
  children: (data: T) => ReactNode;
}

/** An admin section's body: gray shapes while its call loads, the server's message when it fails, then the section. */
export function SectionQuery<T>({ query, what, placeholders, children }: SectionQueryProps<T>) {
  if (query.isError) {
    return (
      <Alert variant="danger" className="mb-0">
        {`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded. `}
        {adminRefusalOf(query.error).message}
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <div role="status" className="placeholder-glow">
        <span className="visually-hidden">Loading {what}…</span>
        {placeholders.map((height, index) => (
          <span key={index} className={`placeholder col-12${index < placeholders.length - 1 ? ' mb-2' : ''}`} style={{ height }} aria-hidden="true" />
        ))}
      </div>
    );
  }
  return children(query.data);
}
