import { describe, expect, it } from 'vitest';
import { parentPath } from './back-target.ts';

describe('parentPath', () => {
  it.each([
    ['/app/main/decks/1/cards', '/app/main/decks/1/details'],
    ['/app/main/decks/1/details', '/app/main/decks'],
    ['/app/main/decks', '/app/main/reading'],
    ['/app/main/reading/draw', '/app/main/reading'],
    ['/app/main/reading/result/active/-1', '/app/main/reading'],
    ['/app/main/readings', '/app/main/reading'],
    ['/app/main/bonus/3', '/app/main/bonus'],
    ['/app/main/bonus/draw', '/app/main/bonus'],
    ['/app/main/queue/dashboard', '/app/main/admin'],
    ['/app/main/settings', '/app/main/reading'],
  ])('the back arrow with no history goes from %s up to %s', (pathname, parent) => {
    expect(parentPath(pathname)).toBe(parent);
  });

  it.each(['/app/main/reading', '/app/main', '/app/main/'])('%s is the top: no parent', (pathname) => {
    expect(parentPath(pathname)).toBeNull();
  });
});
