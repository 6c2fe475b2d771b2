import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID_KEY } from './client-id.ts';
import * as loading from './load.ts';
import { startAnalytics } from './analytics.ts';
import { pageSource } from '#client/test/page-source.ts';

vi.mock('./load.ts', { spy: true });

const { happyDOM } = window as unknown as Window;
const testUrl = location.href;
const config = { provider: 'umami', scriptUrl: 'https://stats.invalid/script.js', siteId: 'b59e9c65' };

function configure(content = JSON.stringify(config)): void {
  const meta = document.createElement('meta');
  meta.name = 'arcana-analytics';
  meta.content = content;
  document.head.append(meta);
}

const providerScripts = () => document.head.querySelectorAll('script[src^="https://stats.invalid/"]');

// happy-dom fetches no script: it reports each as loaded, as a browser would once the provider's script has run.
beforeAll(() => {
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});
afterAll(() => {
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
});
afterEach(() => {
  document.head.querySelectorAll('meta[name="arcana-analytics"], script').forEach((element) => element.remove());
  happyDOM.setURL(testUrl);
  vi.clearAllMocks();
});

describe('startAnalytics', () => {
  it('loads the configured provider off this machine, with the id of the address', async () => {
    configure();
    happyDOM.setURL('https://tarot.example.com/app/main?clientId=visitor-7');
    await expect(startAnalytics(pageSource('/app/main').pages)).resolves.toBe(true);
    expect(providerScripts()).toHaveLength(1);
    expect(providerScripts()[0]?.getAttribute('data-website-id')).toBe('b59e9c65');
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe('visitor-7');
  });

  it('does nothing, and loads none of its code, on this machine by any of its names', async () => {
    configure();
    for (const url of ['http://localhost:3000/?clientId=visitor-7', 'http://127.0.0.1:3000/', 'http://[::1]:3000/']) {
      happyDOM.setURL(url);
      await expect(startAnalytics(pageSource('/app/main').pages), url).resolves.toBe(false);
    }
    expect(loading.loadAnalytics).not.toHaveBeenCalled();
    expect(providerScripts()).toHaveLength(0);
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBeNull();
  });

  it('does nothing when the server configured no analytics', async () => {
    happyDOM.setURL('https://tarot.example.com/?clientId=visitor-7');
    await expect(startAnalytics(pageSource('/app/main').pages)).resolves.toBe(false);
    expect(loading.loadAnalytics).not.toHaveBeenCalled();
    expect(providerScripts()).toHaveLength(0);
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBeNull();
  });

  it('loads nothing for a configuration it cannot read', async () => {
    happyDOM.setURL('https://tarot.example.com/');
    for (const content of ['{not json', JSON.stringify({ ...config, provider: 'google' })]) {
      configure(content);
      await expect(startAnalytics(pageSource('/app/main').pages), content).resolves.toBe(false);
      document.head.querySelector('meta[name="arcana-analytics"]')?.remove();
    }
    expect(providerScripts()).toHaveLength(0);
  });
});
