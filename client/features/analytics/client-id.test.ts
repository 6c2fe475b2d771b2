import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsUserId, CLIENT_ID_KEY } from './client-id.ts';

beforeEach(() => localStorage.clear());

describe('analyticsUserId', () => {
  it('stores the clientId of the address and uses it', () => {
    expect(analyticsUserId('?clientId=visitor-7&ref=mail', localStorage)).toBe('visitor-7');
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe('visitor-7');
  });

  it('uses the stored clientId when the address has none', () => {
    localStorage.setItem(CLIENT_ID_KEY, 'visitor-7');
    expect(analyticsUserId('', localStorage)).toBe('visitor-7');
    expect(analyticsUserId('?ref=mail', localStorage)).toBe('visitor-7');
  });

  it('prefers the address over what is stored, and stores it instead', () => {
    localStorage.setItem(CLIENT_ID_KEY, 'old');
    expect(analyticsUserId('?clientId=new', localStorage)).toBe('new');
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe('new');
  });

  it('has no id when neither the address nor storage has one', () => {
    expect(analyticsUserId('', localStorage)).toBeNull();
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBeNull();
  });

  it('never uses an empty id or the text null, though it stores what the address says', () => {
    for (const value of ['', 'null']) {
      expect(analyticsUserId(`?clientId=${value}`, localStorage), value).toBeNull();
      expect(localStorage.getItem(CLIENT_ID_KEY), value).toBe(value);
    }
    for (const value of ['', 'null']) {
      localStorage.setItem(CLIENT_ID_KEY, value);
      expect(analyticsUserId('', localStorage), value).toBeNull();
    }
  });
});
