import { SharedReadingItemPlaceholder } from './shared-reading-item.tsx';

/** Gray rows where the shares will be, while they load; hidden from screen readers. */
export function SharedReadingsSkeleton() {
  return (
    <ul className="share-list" aria-hidden="true">
      {[1, 2, 3].map((key) => (
        <li key={key}>
          <SharedReadingItemPlaceholder />
        </li>
      ))}
    </ul>
  );
}
