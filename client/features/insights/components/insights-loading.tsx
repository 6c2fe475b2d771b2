/** Props of {@link InsightsLoading}. */
export interface InsightsLoadingProps {
  loaded: number;
  /** Saved readings in all; undefined before the first page answers. */
  total: number | undefined;
}

/** What loading says: how far the journal's pages have come, one after another. */
export function insightsLoadingLabel({ loaded, total }: InsightsLoadingProps): string {
  return total === undefined ? 'Loading your journal…' : `Loading ${loaded} of ${total} readings…`;
}

/**
 * The page while the journal loads: how many readings have come, a bar for it, and gray sections where the insights
 * will be. Hidden from screen readers, which hear the same words from the list states' status.
 */
export function InsightsLoading(props: InsightsLoadingProps) {
  const { loaded, total } = props;
  return (
    <div className="insights-loading" aria-hidden="true">
      <p className="mb-2">{insightsLoadingLabel(props)}</p>
      <progress className="insights-progress" max={total ?? 1} value={total === undefined ? undefined : loaded} />
      <div className="page-sections-grid placeholder-glow mt-3">
        {[1, 2, 3, 4].map((key) => (
          <span key={key} className="placeholder insights-placeholder" />
        ))}
      </div>
    </div>
  );
}
