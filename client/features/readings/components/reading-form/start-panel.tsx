import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { appPaths } from '#client/paths.ts';
import { GemPrice } from '../reading-icons.tsx';

/** Props of {@link StartPanel}. */
export interface StartPanelProps {
  /** The reading's price in gems. */
  cost: number;
  /** The gems the user can spend (regenerated, extra gems included); undefined while loading. */
  gems: number | undefined;
  /** Why the form cannot start yet apart from gems (an empty question), or null. */
  problem: string | null;
}

/**
 * The price, the user's gems and the Start button. Start stays disabled, with the reason next to it,
 * while the question is missing or the gems fall short, so the server is never asked to refuse.
 */
export function StartPanel({ cost, gems, problem }: StartPanelProps) {
  const reasonId = useId();
  const shortBy = gems === undefined ? 0 : cost - gems;
  const disabled = gems === undefined || problem !== null || shortBy > 0;
  return (
    <section className="start-panel" aria-label="Price">
      <div className="start-panel-row">
        <div className="start-panel-figures">
          <span className="start-panel-label">This reading costs</span>
          <GemPrice gems={cost} className="start-panel-cost" />
          <span className="start-panel-balance">
            {gems === undefined ? 'Checking your gems…' : `You have ${gems} ${gems === 1 ? 'gem' : 'gems'}.`}
          </span>
        </div>
        <Button type="submit" variant="primary" size="lg" className="start-panel-button" disabled={disabled} aria-describedby={disabled ? reasonId : undefined}>
          Start
        </Button>
      </div>
      <div id={reasonId} className="start-panel-reason" aria-live="polite">
        {problem ?? (shortBy > 0 && (
          <>
            You need {shortBy} more {shortBy === 1 ? 'gem' : 'gems'}. <Link to={appPaths.gems}>Get More Gems</Link>
          </>
        ))}
      </div>
    </section>
  );
}
