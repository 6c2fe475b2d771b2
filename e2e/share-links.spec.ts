import { getSharedReadingImage } from '#common/api/shares.ts';
import { expect, test } from './fixtures.ts';

// The journey opens the app at http://127.0.0.1:<port> (the server's baseURL), a server without PUBLIC_URL as `npm start`
// runs it: every link it writes must lead back to that address, not to localhost (docs/product.md#sharing).
test('a share link, its copy and its preview tags follow the address the app was opened at', async ({ page, context, signUp, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  expect(new URL(origin).hostname).toBe('127.0.0.1');
  await context.grantPermissions(['clipboard-write'], { origin });
  // The app's Permissions-Policy refuses clipboard reads, so the page's own copy is recorded as it is written.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text) => {
      (globalThis as { copiedText?: string }).copiedText = text;
      return write(text);
    };
  });
  await signUp();

  await page.getByText('One card', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Card at position 12 of 78, face down' }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();

  await page.getByRole('button', { name: 'Share this reading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this reading' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(field).toHaveValue(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/shared_reading/[^/]+/[^/]+$`));
  const link = await field.inputValue();

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('The link is on your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { copiedText?: string }).copiedText)).toBe(link);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // What a chat app reads from the link: the page's own address and its image, on the same origin.
  const preview = await page.request.get(link);
  const html = await preview.text();
  const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(tag('og:url')).toBe(link);
  expect(tag('og:image')?.startsWith(`${origin}${getSharedReadingImage.path.split(':')[0]}`)).toBe(true);
  expect(html).not.toContain('localhost');

  // The owner who opens the copied link stays on this origin, where their session is.
  await page.goto(link);
  await expect(page.getByText('Shared reading', { exact: true })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin);
});
