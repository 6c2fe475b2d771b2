/** Gray rows where the messages will be, while they load; hidden from screen readers. */
export function MessagesSkeleton() {
  return (
    <ul className="message-list placeholder-glow" aria-hidden="true">
      {[1, 2, 3].map((key) => (
        <li key={key} className="message-item message-item-placeholder">
          <span className="placeholder col-7 placeholder-lg d-block mb-2" />
          <span className="placeholder col-3 d-block" />
        </li>
      ))}
    </ul>
  );
}
