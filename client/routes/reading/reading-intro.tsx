/**
 * Start Reading's heading and intro. Static, so the app's first-load frame (app-frame.tsx) shows them
 * before the page's own module and the gate's answers arrive.
 */
export function ReadingIntro() {
  return (
    <header className="reading-page-intro">
      <h1 className="h3 mb-1">Start a reading</h1>
      <p className="text-body-secondary mb-0">Ask a question or keep it open, choose how the cards are laid, and see the price before you draw.</p>
    </header>
  );
}
