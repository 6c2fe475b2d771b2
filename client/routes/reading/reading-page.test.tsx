import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDecks } from '#common/api/decks.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { getPoints } from '#common/api/points.ts';
import { canSaveReading, deleteActiveReading, getActiveReading, getSpreadTypes, hasActiveReading, saveReading } from '#common/api/readings.ts';
import { getCosts } from '#common/api/settings.ts';
import { getUserStatus, setEngaged, type UserStatusValue } from '#common/api/user-status.ts';
import { DECKS } from '#common/cards/decks.ts';
import { DEFAULT_COSTS, readingCost } from '#common/domain/reading-cost.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { NoticeContext } from '#client/features/notices/notice-context.ts';
import type { NoticeQueue } from '#client/features/notices/notice-queue.ts';
import { NOTICES } from '#client/features/notices/notices.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type ApiRoute, mockApi } from '#client/test/mock-api.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { Component as ReadingPage } from './reading-page.tsx';

const costs = { ...DEFAULT_COSTS, costSpecificQuestion: 3 };

/** Answers the calls the reading page makes; the `extra` routes come first, so they may answer one of them differently. */
function server(
  { gems = 36, hasActive = false, status = 'ENGAGED' }: { gems?: number; hasActive?: boolean; status?: UserStatusValue } = {},
  extra: readonly ApiRoute<Declaration>[] = [],
) {
  return mockApi([
    ...extra,
    [getUserStatus, { status }],
    [hasActiveReading, { hasActiveReading: hasActive }],
    [getSpreadTypes, [...SPREAD_TYPES]],
    [getCosts, costs],
    [getPoints, pointsRecord(gems)],
    [
      getDecks,
      {
        decks: DECKS.map((deck) => ({ ...deck, locked: deck.price > 0, cards: [] })),
        favorites: [],
      },
    ],
  ]);
}

const open = () => renderPage(ReadingPage, { pattern: '/app/main/reading', path: '/app/main/reading' });

/** Opens the page inside the app's notice queue, whose enqueue the test watches. */
function openWithNotices() {
  const enqueue = vi.fn();
  const queue = { enqueue, withdraw: vi.fn() } as unknown as NoticeQueue;
  const WithNotices = () => (
    <NoticeContext.Provider value={queue}>
      <ReadingPage />
    </NoticeContext.Provider>
  );
  renderPage(WithNotices, { pattern: '/app/main/reading', path: '/app/main/reading' });
  return enqueue;
}

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('the reading page', () => {
  it("welcomes a new user with first-run guidance above the form, which Let’s begin puts away", async () => {
    const api = server({ status: 'NEW' }, [[setEngaged, { success: true }]]);
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('region', { name: 'Welcome! Here is how a reading works' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Let’s begin' }));
    expect(screen.queryByRole('region', { name: /Welcome!/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(api.requests(setEngaged)).not.toHaveLength(0));
  });

  describe('the question tips notice', () => {
    it('is queued for a user who has been here before', async () => {
      server({ status: 'ENGAGED' });
      const enqueue = openWithNotices();
      await vi.waitFor(() => expect(enqueue).toHaveBeenCalledWith(NOTICES.questionTips, true));
    });

    it('waits while a new user has the welcome card, even after Let’s begin puts it away', async () => {
      server({ status: 'NEW' }, [[setEngaged, { success: true }]]);
      const user = userEvent.setup();
      const enqueue = openWithNotices();
      await user.click(await screen.findByRole('button', { name: 'Let’s begin' }));
      expect(await screen.findByRole('region', { name: 'Price' })).toBeInTheDocument();
      expect(enqueue).not.toHaveBeenCalledWith(NOTICES.questionTips, true);
    });
  });

  it('says it needs the connection when it holds nothing and the device is offline, never raising the Error dialog, and opens once it answers', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New reading' })).not.toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);

    vi.unstubAllGlobals();
    server();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'New reading' })).toBeInTheDocument();
  });

  it('shows the price the server will charge, live as the choices change', async () => {
    server();
    const user = userEvent.setup();
    open();
    const price = await screen.findByRole('region', { name: 'Price' });
    const shown = () => within(price).getByText(/gems?$/, { selector: '.start-panel-cost' }).textContent;
    const general = { kind: 'reading' as const, general: true, cards: 1, crossing: false, includeVisualDescriptions: false };
    expect(shown()).toBe(`${readingCost(general, costs)} gems`);

    await user.click(screen.getByLabelText('Specific question'));
    await user.click(screen.getByRole('button', { name: 'More cards' }));
    await user.click(screen.getByRole('button', { name: 'More cards' }));
    await user.click(screen.getByRole('switch', { name: 'Crossing card' }));
    await user.click(screen.getByRole('switch', { name: 'Visual descriptions' }));
    const specific = { kind: 'reading' as const, general: false, cards: 3, crossing: true, includeVisualDescriptions: true };
    expect(shown()).toBe(`${readingCost(specific, costs)} gems`);

    await user.click(screen.getByLabelText(/Celtic Cross/));
    const celtic = { ...specific, cards: 9 };
    expect(shown()).toBe(`${readingCost(celtic, costs)} gems`);
    expect(screen.queryByRole('button', { name: 'More cards' })).not.toBeInTheDocument();
  });

  it('disables Start with the reason when the gems fall short', async () => {
    server({ gems: 4 });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByLabelText(/Celtic Cross/));
    const cost = readingCost({ kind: 'reading', general: true, cards: 9, crossing: true, includeVisualDescriptions: false }, costs);
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(`You need ${cost - 4} more gems. Get More Gems`);
    expect(screen.getByRole('link', { name: 'Get More Gems' })).toHaveAttribute('href', '/app/main/gems');

    await user.click(screen.getByLabelText(/One card/));
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('asks for the question before a specific reading can start', async () => {
    server();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByLabelText('Specific question'));
    expect(screen.getByRole('button', { name: 'Start' })).toHaveAccessibleDescription('Write your question above, or choose a general reading.');
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Where is my path leading?');
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('remembers the choices and carries the plan to the draw page', async () => {
    server();
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByLabelText(/Past, present, future/));
    await user.click(screen.getByRole('switch', { name: 'Allow reversed cards' }));
    expect(screen.getByLabelText(/Celestial/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(router.state.location.pathname).toBe('/app/main/reading/draw');
    expect(router.state.location.state).toEqual({
      plan: {
        general: true,
        question: '',
        spreadTypeName: 'THREE_CARD',
        cards: 3,
        crossing: false,
        deckId: 1,
        includeVisualDescriptions: false,
        allowReversed: false,
      },
    });
    expect(JSON.parse(localStorage.getItem('readingPreferences') ?? '{}')).toMatchObject({ spreadId: 'THREE_CARD', allowReversed: false });
  });

  it('offers help under the question as it is typed, even when Start is out of reach for want of gems', async () => {
    server({ gems: 0 });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByLabelText('Specific question'));
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'everyone would be better off without me');
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    const calls = await screen.findAllByRole('link', { name: /^Call / }, { timeout: 15_000 });
    for (const call of calls) expect(call.getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByRole('heading', { level: 3, name: 'You matter, and you deserve support right now' })).toBeInTheDocument();
  });

  it('answers a question the crisis screen stops with the help card instead of the draw, sending nothing, and Edit my question brings it back', async () => {
    const fetchMock = server().fetch;
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByLabelText('Specific question'));
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'I want to end my life');
    const calls = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Start' }));

    const title = await screen.findByRole('heading', { level: 1, name: 'You matter, and you deserve support right now' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Talk to someone now' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New reading' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/main/reading');
    expect(fetchMock.mock.calls.length).toBe(calls);

    await user.click(screen.getByRole('button', { name: 'Edit my question' }));
    const question = await screen.findByRole('textbox', { name: 'Your question' });
    expect(question).toHaveValue('I want to end my life');
    expect(question).toHaveFocus();
  });

  it('offers to view or discard a reading in progress instead of the form, and says an unsaved one is lost for good', async () => {
    let hasActive = true;
    const api = server({}, [
      [hasActiveReading, () => ({ hasActiveReading: hasActive })],
      [getActiveReading, await buildReading({ status: 'QUEUED', queuePosition: 1 })],
      [deleteActiveReading, { success: true }],
    ]);
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'You have a reading in progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/app/main/reading/result/active/-1');
    expect(screen.queryByRole('button', { name: 'Save and start a new one' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    hasActive = false;
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('It is not saved, so it will be lost for good. Its gems are not given back');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(api.requests(deleteActiveReading)).not.toHaveLength(0);
    expect(await screen.findByRole('form', { name: 'New reading' })).toBeInTheDocument();
  });

  it('with a saved reading still active, the reading page shows the form (no discard step) and says starting a new one closes it', async () => {
    server({ hasActive: true }, [[getActiveReading, await buildReading({ status: 'ACTIVE', saved: true })]]);
    open();
    expect(await screen.findByRole('form', { name: 'New reading' })).toBeInTheDocument();
    expect(screen.getByText(/Your current reading is saved in/)).toHaveTextContent(
      'Your current reading is saved in My Readings; starting a new one closes it.',
    );
    expect(screen.getByRole('link', { name: 'My Readings' })).toHaveAttribute('href', '/app/main/readings');
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
  });

  it('an unsaved finished reading can be saved from the notice, which then offers the form', async () => {
    let active = await buildReading({ status: 'ACTIVE', saved: false });
    server({ hasActive: true }, [
      [getActiveReading, () => active],
      [canSaveReading, { canSave: true }],
      [saveReading, { success: true }],
    ]);
    const user = userEvent.setup();
    open();
    const saveAndStart = await screen.findByRole('button', { name: 'Save and start a new one' });
    await vi.waitFor(() => expect(saveAndStart).toBeEnabled());
    active = await buildReading({ status: 'ACTIVE', saved: true });
    await user.click(saveAndStart);
    expect(await screen.findByRole('form', { name: 'New reading' })).toBeInTheDocument();
    expect(screen.getByText(/starting a new one closes it/)).toBeInTheDocument();
  });
});

const notifySwitch = () => screen.getByRole('switch', { name: 'Notify me when it’s ready' });

describe('The reading form’s favorites and notify preferences are stored but do nothing', () => {
  it('asks for notification permission when notify is turned on, and turns it back off with the reason when denied', async () => {
    const requestPermission = vi.fn(async () => 'denied' as const);
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    server();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('switch', { name: 'Notify me when it’s ready' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked for Arcana in this browser.');
    expect(notifySwitch()).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem('readingPreferences') ?? '{}')).toMatchObject({ notify: false });
  });

  it('keeps notify on once permission is granted', async () => {
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission: async () => 'granted' }));
    server();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('switch', { name: 'Notify me when it’s ready' }));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('readingPreferences') ?? '{}')).toMatchObject({ notify: true }));
    expect(notifySwitch()).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the favorites switch and remembers it', async () => {
    server();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('switch', { name: 'Mark my favorite cards' }));
    expect(JSON.parse(localStorage.getItem('readingPreferences') ?? '{}')).toMatchObject({ favorites: true });
  });
});
