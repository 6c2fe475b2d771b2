import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import type { Points } from '#common/api/points.ts';
import { regenerate } from '#common/domain/gem-regen.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { appPaths } from '#client/paths.ts';
import { count, formatWait } from '../duration.ts';
import { COINS_PER_GEM, saleProblem, stepSale } from '../sale.ts';
import { refusalMessage, useFreshPoints, useSellGems } from '../sell-gems.ts';
import { SellConfirmDialog } from './sell-confirm-dialog.tsx';

/** Props of {@link SellGemsForm}. */
export interface SellGemsFormProps {
  /** The balances now, regenerated. */
  points: Points;
  /** The server's time now, to regenerate the record fetched before the confirmation as the page does. */
  serverNow: () => number;
}

/**
 * Sells regular gems for coins: a number from 1 to the regular balance, what it brings, and a confirmation with the
 * numbers before anything changes. The confirmation asks the server for the balance first, so its numbers are the ones
 * the sale will meet (docs/product.md#get-more-gems). The server's refusal shows at the field; a sale shows everywhere
 * at once.
 */
export function SellGemsForm({ points, serverNow }: SellGemsFormProps) {
  const [text, setText] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [offer, setOffer] = useState({ gems: 1, points });
  const [confirming, setConfirming] = useState(false);
  const [sold, setSold] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const sell = useSellGems();
  const freshPoints = useFreshPoints();
  const fieldId = useId();
  const feedbackId = useId();
  const reasonId = useId();

  const balance = points.points;
  const empty = balance === 0;
  // An emptied field is someone typing a new number, and with no gems the reason below says it all: no red yet.
  const liveProblem = empty || text.trim() === '' ? null : saleProblem(text, balance);
  const valid = saleProblem(text, balance) === null;
  const gems = valid ? Number(text.trim()) : 0;
  const shownProblem = problem ?? liveProblem;

  const edit = (next: string) => {
    setText(next);
    setProblem(null);
    setSold(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays enabled while the balance is asked (a disabled one would drop the keyboard focus); a second
    // press waits for the same answer.
    if (checking) return;
    const found = saleProblem(text, balance);
    setProblem(found);
    if (found !== null) return;
    setChecking(true);
    const fresh = await freshPoints().finally(() => setChecking(false));
    if (fresh === undefined) return;
    const now = regenerate(fresh, serverNow());
    const stillFits = saleProblem(text, now.points);
    setProblem(stillFits);
    if (stillFits !== null) return;
    setOffer({ gems, points: now });
    setConfirming(true);
  };

  const confirm = (amount: number) =>
    sell.mutate(amount, {
      onSuccess: () => {
        setSold(amount);
        setText('1');
      },
      onError: (error) => setProblem(refusalMessage(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Sell gems">
        <fieldset disabled={empty || sell.isPending}>
          <Form.Label htmlFor={fieldId}>Gems to sell</Form.Label>
          <div className="sell-gems-row">
            {/* Bootstrap's input-group classes without its component, which would add to every page's first load. */}
            <div className="input-group sell-gems-stepper">
              <Button variant="outline-secondary" aria-label="One gem fewer" disabled={valid && gems <= 1} onClick={() => edit(String(stepSale(text, -1, balance)))}>
                −
              </Button>
              <Form.Control
                id={fieldId}
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(1, balance)}
                step={1}
                value={text}
                isInvalid={shownProblem !== null}
                aria-invalid={shownProblem !== null}
                aria-describedby={`${feedbackId}${empty ? ` ${reasonId}` : ''}`}
                onChange={(event) => edit(event.target.value)}
              />
              <Button variant="outline-secondary" aria-label="One gem more" disabled={valid && gems >= balance} onClick={() => edit(String(stepSale(text, 1, balance)))}>
                +
              </Button>
            </div>
            <Button type="submit" variant="primary" className="sell-gems-submit" aria-describedby={empty ? reasonId : undefined}>
              <BusyLabel busy={checking} busyText="Checking…">
                Sell
              </BusyLabel>
            </Button>
          </div>
        </fieldset>
        <div id={feedbackId} aria-live="polite" className="sell-gems-feedback">
          {shownProblem !== null ? (
            <p className="invalid-feedback d-block mb-0">{shownProblem}</p>
          ) : (
            !empty && valid && <p className="mb-0">You get {count(gems * COINS_PER_GEM, 'coin')}.</p>
          )}
        </div>
        {empty && (
          <p id={reasonId} className="small text-body-secondary mb-0">
            You have no gems to sell right now: they refill one every {formatWait(points.millisecondsPerPoint)}, and extra gems cannot be
            sold.
          </p>
        )}
      </Form>
      <div role="status" className="sell-gems-status">
        {sold !== null && (
          <Alert variant="success" className="mt-3 mb-0">
            Sold {count(sold, 'gem')} for {count(sold * COINS_PER_GEM, 'coin')}.
          </Alert>
        )}
      </div>
      <p className="small text-body-secondary mt-3 mb-0">
        Coins unlock new decks, each with its own art. <Link to={appPaths.decks}>View Decks</Link>
      </p>
      <SellConfirmDialog
        show={confirming}
        gems={offer.gems}
        points={offer.points}
        busy={sell.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
