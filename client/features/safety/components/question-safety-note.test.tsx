import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_PAUSE_MS } from '../use-question-screen.ts';
import { QuestionSafetyNote } from './question-safety-note.tsx';

vi.mock('../browser-region.ts', () => ({ browserRegion: () => 'US' }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the pause run out and the screen's module load. */
async function pause(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SCREEN_PAUSE_MS);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('the help under a question field', () => {
  it('shows the help lines once typing pauses on a question that shows someone in danger, before any button is pressed', async () => {
    render(<QuestionSafetyNote question="i dont see the point of going on anymore" />);
    expect(screen.queryByRole('link', { name: 'Call 988' })).not.toBeInTheDocument();
    await pause();
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    // Compact: it sits inside the form, and leaves focus in the question.
    expect(screen.getByRole('heading', { level: 3, name: 'You matter, and you deserve support right now' })).not.toHaveFocus();
  });

  it('shows nothing for an ordinary question, and takes the help away when the question changes', async () => {
    const { rerender } = render(<QuestionSafetyNote question="quiero morir" />);
    await pause();
    expect(screen.getByRole('heading', { name: 'Importas, y mereces apoyo ahora mismo' })).toBeInTheDocument();
    rerender(<QuestionSafetyNote question="Will the job by the sea suit me?" />);
    await pause();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits for typing to pause: a keystroke inside the pause screens nothing yet', async () => {
    const { rerender } = render(<QuestionSafetyNote question="I want to end my life" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SCREEN_PAUSE_MS - 50);
    });
    rerender(<QuestionSafetyNote question="I want to end my lease" />);
    await pause();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
