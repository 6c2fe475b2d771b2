import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useNavigate } from 'react-router';
import type { Reading } from '#common/api/readings.ts';
import type { SafetyAnswer } from '#common/api/safety.ts';
import { useDiscardActiveReading } from '#client/features/readings/mutations.ts';
import { HelpCard } from '#client/features/safety/components/help-card.tsx';
import { safetyCopy } from '#client/features/safety/copy.ts';
import { refreshPoints } from '#client/lib/points-cache.ts';
import { appPaths } from '#client/paths.ts';

/** Props of {@link SafetyResult}. */
export interface SafetyResultProps {
  reading: Reading;
  /** The safe answer that replaced what the model wrote. */
  safety: SafetyAnswer;
}

/**
 * A reading whose written answer the safe answer replaced (docs/product.md#safety): the help card instead of the
 * reading, with only ways out: Close, which discards the active reading, and a new reading. Nothing to save or share.
 */
export function SafetyResult({ reading, safety }: SafetyResultProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const discard = useDiscardActiveReading();
  const copy = safetyCopy(safety.language);
  // Its gems were given back: the header shows them without a reload (the page keys this by reading).
  useEffect(() => {
    void refreshPoints(queryClient);
  }, [queryClient]);
  const close = () => discard.mutate(undefined, { onSuccess: () => void navigate(appPaths.reading, { replace: true }) });
  return (
    <HelpCard
      answer={safety}
      actions={
        <>
          {reading.status === 'ACTIVE' && (
            <Button variant="outline-secondary" disabled={discard.isPending} onClick={close}>
              {copy.close}
            </Button>
          )}
          <Link className="btn btn-outline-secondary" to={appPaths.reading}>
            {copy.newReading}
          </Link>
        </>
      }
    />
  );
}
