/** Gray cards where the bonus readings will be, while they load; hidden from screen readers. */
export function BonusListSkeleton() {
  return (
    <ul className="bonus-list placeholder-glow" aria-hidden="true">
      {[1, 2, 3].map((key) => (
        <li key={key}>
          <div className="bonus-card">
            <span className="placeholder col-6 placeholder-lg" />
            <span className="placeholder col-12" />
            <span className="placeholder col-8" />
            <span className="placeholder col-4 placeholder-lg mt-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
