/** Gray rows where the saved readings will be, while they load; hidden from screen readers. */
export function SavedReadingsSkeleton() {
  return (
    <ul className="saved-list placeholder-glow" aria-hidden="true">
      {[1, 2, 3].map((key) => (
        <li key={key} className="saved-reading">
          <span className="placeholder saved-reading-thumb-placeholder" />
          <span className="saved-reading-text">
            <span className="placeholder col-6 placeholder-lg mb-2 d-block" />
            <span className="placeholder col-10 d-block" />
          </span>
        </li>
      ))}
    </ul>
  );
}
