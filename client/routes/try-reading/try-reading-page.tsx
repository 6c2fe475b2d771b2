import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { SafetyAnswer } from '#common/api/safety.ts';
import type { TryReading, TryReadingRequest } from '#common/api/try-reading.ts';
import { safetyStopFor } from '#common/safety/safety-stop.ts';
import { StoppedQuestionCard } from '#client/features/safety/components/stopped-question-card.tsx';
import { HttpError } from '#client/lib/http.ts';
import { publicPaths } from '#client/paths.ts';
import { usePageCopy } from '../use-page-copy.ts';
import { useTryReading } from './api.ts';
import { SignUpCall } from './sign-up-call.tsx';
import { TryReadingForm } from './try-reading-form.tsx';
import { TryReadingResult } from './try-reading-result.tsx';
import { cardsOfTryReading } from './try-reading-cards.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the page's styles, loaded with its route (see the stylesheet)
import './try-reading.scss';

type Asked = TryReadingRequest & { general: boolean };

const FIRST_ASK: Asked = { general: true, question: '', cards: 3 };

/** Whole minutes to wait, rounded up: "1 minute", "7 minutes". */
const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} ${count === 1 ? 'minute' : 'minutes'}`;
};

/** Why a draw failed, in words, with the way on. */
function DrawProblem({ error }: { error: unknown }) {
  if (error instanceof HttpError && error.status === 429) {
    return (
      <Alert variant="warning" className="mb-0">
        You’ve tried a few readings already — try again in {minutes(error.retryAfterSeconds ?? 60)}, or{' '}
        <Link to={publicPaths.login({ signup: true })}>sign up</Link> for readings you can keep.
      </Alert>
    );
  }
  return (
    <Alert variant="danger" className="mb-0">
      The cards could not be drawn just now. Please try again.
    </Alert>
  );
}

/** /trdng: a one- or three-card reading without an account, not stored, ending with the way to sign up. */
export function Component() {
  usePageCopy();
  const draw = useTryReading();
  const [asked, setAsked] = useState<Asked>(FIRST_ASK);
  const [reading, setReading] = useState<{ result: TryReading; asked: Asked; run: number } | null>(null);
  const [safety, setSafety] = useState<SafetyAnswer | null>(null);
  // Back from the help card: the form opens at the question, to edit it.
  const [editing, setEditing] = useState(false);

  const onDraw = (request: Asked) => {
    setAsked(request);
    setEditing(false);
    // The crisis screen (docs/product.md#safety) reads the question here first; the server screens it again.
    const stop = safetyStopFor(request.question);
    if (stop !== null) {
      setSafety(stop.safety);
      return;
    }
    draw.mutate(
      { question: request.question, cards: request.cards },
      {
        onSuccess: (result) =>
          'status' in result ? setSafety(result.safety) : setReading((last) => ({ result, asked: request, run: (last?.run ?? 0) + 1 })),
      },
    );
  };

  if (safety !== null) {
    return (
      <div className="try-reading">
        <StoppedQuestionCard
          answer={safety}
          edit={{
            onClick: () => {
              draw.reset();
              setSafety(null);
              setEditing(true);
            },
          }}
        />
      </div>
    );
  }

  if (reading !== null) {
    const cards = cardsOfTryReading(reading.result);
    return (
      <div className="try-reading">
        <TryReadingResult key={reading.run} reading={reading.result} cards={cards} question={reading.asked.question} />
        <div className="try-reading-again">
          <Button
            variant="outline-primary"
            onClick={() => {
              draw.reset();
              setReading(null);
            }}
          >
            Draw another reading
          </Button>
        </div>
        <SignUpCall />
      </div>
    );
  }

  return (
    <div className="try-reading">
      <header className="try-reading-intro">
        <h1 className="h3 mb-1">Try a reading</h1>
        <p className="text-body-secondary mb-0">
          Ask what is on your mind, or keep it general, and draw one card or three. No account needed, and nothing you ask
          is stored.
        </p>
      </header>
      <TryReadingForm
        initial={asked}
        busy={draw.isPending}
        onDraw={onDraw}
        problem={draw.isError ? <DrawProblem error={draw.error} /> : undefined}
        focusQuestion={editing}
      />
    </div>
  );
}
