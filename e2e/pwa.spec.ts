import { expect, mainMenu, pathIs, test } from './fixtures.ts';

// The installable app (docs/product.md#installing-offline-and-updates): its service worker, manifest and offline shell.
test.use({ serviceWorkers: 'allow' });

/** Waits until the page's service worker is active; returns its script URL and scope. */
async function activeWorker(page: import('@playwright/test').Page): Promise<{ script: string | undefined; scope: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });
}

test('the service worker registers from /service-worker.js for the whole site, and offline a reload still opens the app', async ({
  page,
  context,
  signUp,
  baseURL,
}) => {
  await signUp();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  expect(await activeWorker(page)).toEqual({ script: `${baseURL}/service-worker.js`, scope: `${baseURL}/` });

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the page came from the worker’s cache').toBe(true);
  // The app itself answers: the gate cannot ask the server about the session, so the page says why.
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('This page needs a connection to open.')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();

  // Nothing the API answered was kept: readings are private and live.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => /^\/(?:v1|api)\//.test(path))).toEqual([]);

  // Back online, the page opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Start a reading' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
});

test('offline, the menu still opens a page whose code the worker keeps', async ({ page, context, signUp }) => {
  await signUp();
  await activeWorker(page);
  await context.setOffline(true);
  await mainMenu(page).getByRole('link', { name: 'View Decks' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/decks'));
  await expect(page.getByRole('heading', { name: 'Decks', exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a page the worker leaves to the server shows the offline page when there is no connection', async ({ page, context }) => {
  await page.goto('/demo');
  await activeWorker(page);
  await context.setOffline(true);
  await page.goto('/shared_reading/some-reading/some-link');
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('This page needs a connection. Check your connection, then try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Arcana' })).toHaveAttribute('href', '/app/main');
});

test('the worker is JavaScript the browser revalidates, and the manifest names icons that are PNGs', async ({ page, request }) => {
  const worker = await request.get('/service-worker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(?:application|text)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).not.toMatch(/<!doctype html>/i);

  await page.goto('/demo');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Arcana', short_name: 'Arcana', start_url: '/app/main', scope: '/', display: 'standalone' });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});
