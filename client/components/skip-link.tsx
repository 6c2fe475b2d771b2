/** The first focusable element: jumps keyboard users past the header and menu. */
export function SkipLink() {
  return (
    <a className="skip-link visually-hidden-focusable" href="#main-content">
      Skip to main content
    </a>
  );
}
