import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activeReadingQuery, useCanSaveReading, useHasActiveReading } from '../api.ts';
import { useDiscardActiveReading, useSaveReading } from '../mutations.ts';
import { ActiveReadingNotice } from './active-reading-notice.tsx';

/** What {@link useActiveReadingGate} found. */
export interface ActiveReadingGateState {
  /** Still asking whether a reading is active. */
  pending: boolean;
  /** Whether the user has an active reading (undefined while asking). */
  hasActive: boolean | undefined;
  /** The active reading is finished and saved: safe in My Readings, and a new start closes it. */
  savedActive: boolean;
  /** The save-or-discard notice to show instead of the page, while an unsaved reading is active. */
  notice: ReactNode | null;
  /** Why asking failed, when it did and nothing is known (no connection, say). */
  error: Error | null;
  /** Asks again. */
  retry: () => void;
}

/**
 * One reading at a time (docs/product.md#the-active-reading): while an unsaved reading is active, the pages that start
 * one offer to save or discard it instead; a finished, saved one lets them through.
 */
export function useActiveReadingGate(): ActiveReadingGateState {
  const hasActive = useHasActiveReading();
  const active = useQuery({ ...activeReadingQuery, enabled: hasActive.data === true });
  const activeReading = hasActive.data === true ? active.data : null;
  const save = useSaveReading(activeReading?.id ?? '');
  const discard = useDiscardActiveReading();
  const canSave = useCanSaveReading(activeReading?.status === 'ACTIVE' && !activeReading.saved);
  const savedActive = activeReading?.status === 'ACTIVE' && activeReading.saved;
  return {
    pending: hasActive.isPending || activeReading === undefined,
    error: hasActive.data === undefined ? hasActive.error : null,
    retry: () => void hasActive.refetch(),
    hasActive: hasActive.data,
    savedActive,
    notice:
      activeReading && !savedActive ? (
        <ActiveReadingNotice
          status={activeReading.status}
          canSave={canSave.data}
          onSave={() => save.mutateAsync()}
          saving={save.isPending}
          discarding={discard.isPending}
          onDiscard={() => discard.mutateAsync()}
        />
      ) : null,
  };
}

/** {@link useActiveReadingGate} around `children`, with `fallback` while it asks. */
export function ActiveReadingGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const gate = useActiveReadingGate();
  if (gate.notice) return gate.notice;
  return gate.pending ? fallback : children;
}
