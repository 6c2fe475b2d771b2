import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TryReading } from '#common/api/try-reading.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { Component as TryReadingPage } from './try-reading-page.tsx';

const READING: TryReading = {
  spreadTypeName: 'SINGLE',
  spreadLabel: 'One card',
  title: 'A light after the storm',
  summary: 'The Star answers with quiet hope.',
  cards: [{ cardId: '1-the-star', reversed: false, position: { name: 'The answer', meaning: 'What the question most needs to hear' }, text: 'The Star speaks of renewal.' }],
};

const THREE: TryReading = {
  ...READING,
  spreadTypeName: 'THREE_CARD',
  spreadLabel: 'Past, present, future',
  cards: ['1-the-fool', '1-the-tower', '1-the-star'].map((cardId, index) => ({
    cardId,
    reversed: false,
    position: { name: ['Past', 'Present', 'Future'][index]!, meaning: '' },
    text: `Answer ${index + 1}.`,
  })),
};

const open = () => renderPage(TryReadingPage, { pattern: '/trdng', path: '/trdng' });

/** Makes the page see a system that asks for reduced motion: the cards turn at once. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => errorFlag.set(false));
});

describe('/trdng', () => {
  it('draws one card for a question and shows the reading, then the way to sign up', async () => {
    preferReducedMotion();
    const fetchMock = mockFetch({ '/v1/try-reading': { body: READING } });
    open();
    await userEvent.click(screen.getByText('Specific question'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Will it clear up?');
    await userEvent.click(screen.getByText('One card'));
    await userEvent.click(screen.getByRole('button', { name: 'Draw my cards' }));

    expect(await screen.findByRole('heading', { level: 1, name: READING.title })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init?.body))).toEqual({ question: 'Will it clear up?', cards: 1 });
    expect(screen.getByText('“Will it clear up?”')).toBeInTheDocument();
    expect(screen.getByText(READING.summary)).toBeInTheDocument();
    const answer = within(screen.getByRole('list', { name: 'Your cards' })).getByRole('listitem');
    expect(answer).toHaveTextContent('The answer');
    expect(answer).toHaveTextContent('The Star');
    expect(answer).toHaveTextContent('The Star speaks of renewal.');
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/login?mode=signup');
  });

  it('deals the cards face down and turns them over one after another', async () => {
    mockFetch({ '/v1/try-reading': { body: THREE } });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Draw my cards' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cards are drawn' })).toBeInTheDocument();
    // The last card waits for the others' turns.
    const future = within(screen.getByRole('list', { name: 'Your cards' })).getAllByRole('listitem')[2]!;
    expect(future).toHaveTextContent('Still face down');
    expect(await screen.findByRole('heading', { level: 1, name: THREE.title })).toBeInTheDocument();
    expect(future).toHaveTextContent('The Star');
    expect(future).toHaveTextContent('Answer 3.');
    expect(screen.queryByText('Still face down')).not.toBeInTheDocument();
  });

  it('says how long to wait past the limit, with the way to sign up, instead of the Error dialog', async () => {
    mockFetch({ '/v1/try-reading': { status: 429, headers: { 'Retry-After': '421' }, body: { error: 'rate_limited', message: 'Too many attempts.', retryAfterSeconds: 421 } } });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Draw my cards' }));
    const alert = await screen.findByText(/You’ve tried a few readings already/);
    expect(alert).toHaveTextContent('You’ve tried a few readings already — try again in 8 minutes, or sign up for readings you can keep.');
    expect(within(alert).getByRole('link', { name: 'sign up' })).toHaveAttribute('href', '/login?mode=signup');
    expect(errorFlag.get()).toBe(false);
    // The form stays, to try again later.
    expect(screen.getByRole('button', { name: 'Draw my cards' })).toBeEnabled();
  });

  it('asks for the question before drawing a specific reading', async () => {
    mockFetch({});
    open();
    await userEvent.click(screen.getByText('Specific question'));
    expect(screen.getByRole('button', { name: 'Draw my cards' })).toBeDisabled();
    expect(screen.getByText('Write your question above, or choose a general reading.')).toBeInTheDocument();
  });

  it('answers a question the crisis screen stops with the help card, without asking the server, and Edit my question brings it back', async () => {
    const fetchMock = mockFetch({ '/v1/try-reading': { body: READING } });
    open();
    await userEvent.click(screen.getByText('Specific question'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'quiero morir');
    await userEvent.click(screen.getByRole('button', { name: 'Draw my cards' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Importas, y mereces apoyo ahora mismo' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Habla con alguien ahora' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // No reading, and no call to sign up under a crisis answer.
    expect(screen.queryByRole('link', { name: 'Create your free account' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar mi pregunta' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('quiero morir');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  });

  it('shows the help card in place of the reading when the server’s screen stops the question', async () => {
    const safety = safeAnswer({ concern: 'abuse', language: 'en' });
    mockFetch({ '/v1/try-reading': { body: { status: 'SAFETY', safety } } });
    open();
    await userEvent.click(screen.getByText('Specific question'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Will things calm down at home?');
    await userEvent.click(screen.getByRole('button', { name: 'Draw my cards' }));

    expect(await screen.findByRole('heading', { level: 1, name: safety.title })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Your cards' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit my question' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Will things calm down at home?');
  });
});
