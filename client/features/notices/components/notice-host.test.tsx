import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quietRequests } from '#client/lib/quiet.ts';
import { createNoticeQueue } from '../notice-queue.ts';
import { NOTICE_TEXTS } from '../notice-texts.ts';
import { NoticeHost } from './notice-host.tsx';

const TIPS = { id: 'questionTips', setting: 'READING_QUESTION_NOTIFICATION' } as const;

function setUp() {
  const marks: string[] = [];
  const queue = createNoticeQueue({ isOn: () => true, turnOff: async () => undefined });
  queue.setPage('/app/main/reading');
  render(
    <main id="main-content" tabIndex={-1}>
      <NoticeHost queue={queue} />
    </main>,
  );
  // The host brings this browser's memory; a test's own, to see what it marks.
  queue.setSeen({ has: () => false, mark: (id) => void marks.push(id) });
  return { queue, marks };
}

describe('the notice host', () => {
  it('shows a notice as a region in the page, not over it, and Got it puts it away as seen with focus back on the page', async () => {
    const { queue, marks } = setUp();
    act(() => queue.enqueue(TIPS));
    const card = screen.getByRole('region', { name: NOTICE_TEXTS.questionTips.title });
    expect(card.closest('main')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(marks).toEqual(['questionTips']);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps a notice waiting, unseen, while the page asks for quiet, and shows it once the quiet ends', () => {
    const { queue } = setUp();
    const title = NOTICE_TEXTS.questionTips.title;

    act(() => quietRequests.set(1));
    act(() => queue.enqueue(TIPS));
    expect(screen.queryByText(title)).not.toBeInTheDocument();

    act(() => quietRequests.set(0));
    expect(screen.getByText(title)).toBeInTheDocument();
  });
});
