import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_PROGRESS_STATUSES, type Reading } from '#common/api/readings.ts';
import { resetVisibility } from '#client/test/page-visibility.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { writePreferences } from '../preferences.ts';
import { useReadyNotification } from './use-ready-notification.ts';

/** Every notification constructed, with what it was given, and a way to click it as the system would. */
const shown: { title: string; options: NotificationOptions | undefined; click: () => void; closed: boolean }[] = [];

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  private readonly listeners: (() => void)[] = [];
  private readonly entry: (typeof shown)[number];

  constructor(title: string, options?: NotificationOptions) {
    this.entry = { title, options, click: () => this.listeners.forEach((listener) => listener()), closed: false };
    shown.push(this.entry);
  }

  addEventListener(type: string, listener: () => void) {
    if (type === 'click') this.listeners.push(listener);
  }

  close() {
    this.entry.closed = true;
  }
}

/** Sets document.visibilityState without an event: the hook reads it only when a reading changes. */
const setHidden = (hidden: boolean) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });

/** Renders the hook with `first`, then re-renders it with each of `next` in turn. */
function follow(first: Reading, ...next: Reading[]) {
  const open = vi.fn<(readingId: string) => void>();
  const { rerender } = renderHook(({ reading }) => useReadyNotification(reading, open), { initialProps: { reading: first } });
  for (const reading of next) rerender({ reading });
  return open;
}

beforeEach(() => {
  shown.length = 0;
  FakeNotification.permission = 'granted';
  vi.stubGlobal('Notification', FakeNotification);
  writePreferences({ notify: true });
  setHidden(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetVisibility();
});

// docs/product.md#local-reading-preferences: the notify preference.
describe('useReadyNotification', () => {
  it.each(IN_PROGRESS_STATUSES)(
    'shows one notification when the reading goes from %s to ACTIVE while the page is hidden; clicking it focuses the window and opens the reading',
    async (status) => {
      const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
      const open = follow(await buildReading({ id: 'reading-7', status }), await buildReading({ id: 'reading-7', status: 'ACTIVE' }));

      expect(shown).toHaveLength(1);
      expect(shown[0]!.title).toBe('Your reading is ready');
      expect(shown[0]!.options).toEqual({ body: 'The Turning Tide', tag: 'reading-7' });
      expect(open).not.toHaveBeenCalled();

      shown[0]!.click();
      expect(focus).toHaveBeenCalledOnce();
      expect(open).toHaveBeenCalledExactlyOnceWith('reading-7');
      expect(shown[0]!.closed).toBe(true);
    },
  );

  it('notifies once, not again when the written reading is rendered anew', async () => {
    follow(
      await buildReading({ status: 'GENERATING' }),
      await buildReading({ status: 'ACTIVE' }),
      await buildReading({ status: 'ACTIVE', saved: true }),
    );
    expect(shown).toHaveLength(1);
  });

  it('does not notify while the page is visible', async () => {
    setHidden(false);
    follow(await buildReading({ status: 'GENERATING' }), await buildReading({ status: 'ACTIVE' }));
    expect(shown).toHaveLength(0);
  });

  it('does not notify when the preference is off', async () => {
    writePreferences({ notify: false });
    follow(await buildReading({ status: 'GENERATING' }), await buildReading({ status: 'ACTIVE' }));
    expect(shown).toHaveLength(0);
  });

  it.each(['default', 'denied'] as const)('does not notify when the permission is %s', async (permission) => {
    FakeNotification.permission = permission;
    follow(await buildReading({ status: 'GENERATING' }), await buildReading({ status: 'ACTIVE' }));
    expect(shown).toHaveLength(0);
  });

  it('does not notify for a reading already written when first seen', async () => {
    follow(await buildReading({ status: 'ACTIVE' }), await buildReading({ status: 'ACTIVE', saved: true }));
    expect(shown).toHaveLength(0);
  });

  it('does not notify when a different reading is written', async () => {
    follow(await buildReading({ id: 'reading-1', status: 'GENERATING' }), await buildReading({ id: 'reading-2', status: 'ACTIVE' }));
    expect(shown).toHaveLength(0);
  });

  it('a reading the safety screen replaced announces a quiet note, not a reading or its title', async () => {
    const safety: NonNullable<Reading['safety']> = { concern: 'self', language: 'en', title: 'You are not alone', paragraphs: ['You matter.'] };
    follow(await buildReading({ id: 'reading-9', status: 'GENERATING' }), { ...(await buildReading({ id: 'reading-9', status: 'ACTIVE' })), safety });
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('Arcana has a note for you');
    expect(shown[0]!.options).toEqual({ body: 'Open Arcana to read it', tag: 'reading-9' });
  });
});
