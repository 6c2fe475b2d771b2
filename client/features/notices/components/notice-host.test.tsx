import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietRequests } from '#client/lib/quiet.ts';
import { createNoticeQueue } from '../notice-queue.ts';
import { NOTICE_TEXTS } from '../notice-texts.ts';
import { NOTICES } from '../notices.ts';
import { browserSeenNotices } from '../seen-notices.ts';
import { NoticeHost } from './notice-host.tsx';

describe('the notice host', () => {
  it('keeps a notice waiting, unseen, while the page asks for quiet, and shows it once the quiet ends', () => {
    const queue = createNoticeQueue({ isOn: () => true, turnOff: async () => undefined, seen: browserSeenNotices() });
    render(<NoticeHost queue={queue} />);
    const title = NOTICE_TEXTS.questionTips.title;

    act(() => quietRequests.set(1));
    act(() => queue.enqueue(NOTICES.questionTips));
    expect(screen.queryByText(title)).not.toBeInTheDocument();

    act(() => quietRequests.set(0));
    expect(screen.getByText(title)).toBeInTheDocument();
  });
});
